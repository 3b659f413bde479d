//! The TypeScript declarations of the values that cross the wasm boundary are generated from the
//! Rust types (`crate/src/boundary.rs`, tsify-next) and committed as
//! `www/lib/generated/boundary.ts`, which `www/lib/types.ts` re-exports: the structured values
//! and the closed lists of names (colours, roles, presets, set-ups, reasons, drop refusals,
//! phases, results, shape colours, error codes). This test fails when the
//! committed file differs from what the Rust types generate now; `UPDATE_GENERATED=1 cargo test
//! -p sittuyin --test generated_types` writes it again.

use std::path::PathBuf;

const HEADER: &str = "// Generated from crate/src/boundary.rs by tsify-next: do not edit. Written by\n\
// `UPDATE_GENERATED=1 cargo test -p sittuyin --test generated_types`, which fails while this file\n\
// differs from what the Rust types generate (it runs in `npm test`).\n\
import type { PgnTag, SquareName, UciDrop, UciMove, UciPromotion, UciStep } from '../types.js';\n";

fn generated() -> String {
    let mut out = String::from(HEADER);
    for decl in sittuyin::boundary::typescript_declarations() {
        out.push('\n');
        out.push_str(&decl);
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

/// The compact fast paths (`movesText`, `playText`, `undoText`, `redoText`, `piecesText`) write
/// a role as the digit `'0' + Role::index()`, and `www/lib/game.ts` decodes that digit with the
/// generated `ROLES`, written in the order of `Role::ALL`: the two agree while `Role::ALL[i]`
/// has index `i`, and a digit holds every index. A role added to `Role` changes the generated
/// file (the test above) and must keep this.
#[test]
fn the_generated_roles_are_in_the_order_of_the_role_digits() {
    use sittuyin::Role;
    assert!(Role::ALL.len() <= 10, "a role is written as one digit");
    for (i, role) in Role::ALL.iter().enumerate() {
        assert_eq!(role.index(), i, "{role:?}");
    }
    let roles = sittuyin::boundary::name_lists()
        .into_iter()
        .find(|l| l.type_name == "Role")
        .unwrap();
    assert_eq!(roles.names, Role::ALL.map(Role::name).to_vec());
    assert!(generated().contains(&format!(
        "export const ROLES = [{}] as const;",
        roles
            .names
            .iter()
            .map(|n| format!("'{n}'"))
            .collect::<Vec<_>>()
            .join(", ")
    )));
}
