//! Every error code the library writes is in the one list (crate::errors), and the list has no
//! duplicates.

use std::collections::HashSet;
use std::fs;
use std::path::Path;

fn sources(dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(fs::read_to_string(&path).unwrap());
        }
    }
}

#[test]
fn every_code_written_in_the_sources_is_in_the_list() {
    let listed: HashSet<&str> = sittuyin::ERROR_CODES.iter().copied().collect();
    assert_eq!(listed.len(), sittuyin::ERROR_CODES.len(), "duplicates");
    let mut texts = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut texts,
    );
    let mut found = 0;
    for text in &texts {
        for part in text.split("\"ERR_").skip(1) {
            let code = format!("ERR_{}", part.split('"').next().unwrap());
            assert!(
                listed.contains(code.as_str()),
                "{code} is not in ERROR_CODES"
            );
            found += 1;
        }
    }
    assert!(found > 20, "codes found in the sources: {found}");
}
