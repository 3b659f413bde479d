//! The error codes are one enum (`crate::errors::ErrorCode`): its names have no duplicates, and no
//! source file writes a code as a string literal of its own (a typo there would be a code no list
//! knows). The TypeScript package's list is generated from the same enum (generated_types.rs).

use sittuyin::{ErrorCode, ERROR_CODES};
use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<(PathBuf, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            out.push((path, text));
        }
    }
}

#[test]
fn the_codes_are_distinct_and_listed_in_order() {
    let listed: HashSet<&str> = ERROR_CODES.iter().copied().collect();
    assert_eq!(listed.len(), ERROR_CODES.len(), "duplicates");
    for (code, name) in ErrorCode::ALL.iter().zip(ERROR_CODES) {
        assert_eq!(code.as_str(), name);
        assert!(
            name.starts_with("ERR_")
                && name[4..]
                    .bytes()
                    .all(|b| b.is_ascii_uppercase() || b == b'_')
        );
    }
}

#[test]
fn no_source_writes_a_code_as_a_string() {
    let mut texts = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut texts,
    );
    assert!(texts.len() > 20, "sources found: {}", texts.len());
    for (path, text) in &texts {
        if path.ends_with("errors.rs") {
            continue;
        }
        assert!(
            !text.contains("\"ERR_"),
            "{} writes an error code as a string: use crate::errors::ErrorCode",
            path.display()
        );
    }
}
