//! The TypeScript declarations of the values that cross the wasm boundary are generated from the
//! Rust types (`crate/src/boundary.rs`, tsify-next) and committed as
//! `www/lib/generated/boundary.ts`, which `www/lib/types.ts` re-exports. This test fails when the
//! committed file differs from what the Rust types generate now; `UPDATE_GENERATED=1 cargo test
//! -p sittuyin --test generated_types` writes it again.

use std::path::PathBuf;

const HEADER: &str = "// Generated from crate/src/boundary.rs by tsify-next: do not edit. Written by\n\
// `UPDATE_GENERATED=1 cargo test -p sittuyin --test generated_types`, which fails while this file\n\
// differs from what the Rust types generate (it runs in `npm test`).\n\
import type { Color, GameResult, PgnTag, Reason, Role, RulesName, SetupName, SquareName, UciDrop, UciMove, UciPromotion, UciStep } from '../types.js';\n";

fn generated() -> String {
    let mut out = String::from(HEADER);
    for decl in sittuyin::boundary::typescript_declarations() {
        out.push('\n');
        out.push_str(decl);
        out.push('\n');
    }
    out
}

#[test]
fn the_committed_typescript_declarations_are_the_generated_ones() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../www/lib/generated/boundary.ts");
    let fresh = generated();
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        std::fs::write(&path, &fresh).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} differs from the declarations crate/src/boundary.rs generates; run \
         `UPDATE_GENERATED=1 cargo test -p sittuyin --test generated_types` and commit it",
        path.display()
    );
}
