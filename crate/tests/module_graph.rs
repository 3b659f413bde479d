//! The crate's modules depend on each other one way (STYLE: `types` -> ... -> `game` -> `search`
//! -> the bindings): no module names another that names it back, directly or through others.
//! Read from the sources: a module's dependencies are the `crate::<module>` paths it writes
//! (tests included: a test that reaches back into a dependant is a cycle too).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The top-level module a file belongs to (`tablebase/tests.rs` is `tablebase`).
fn module_of(src: &Path, path: &Path) -> Option<String> {
    let rel = path.strip_prefix(src).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (name != "lib" && name != "bin").then(|| name.to_string())
}

/// The words after `crate::` in `text`, comments left out; `crate::{a, b::c}` gives a and b.
fn crate_paths(text: &str) -> BTreeSet<String> {
    let code: String = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let word = |s: &str| {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect::<String>()
    };
    let mut out = BTreeSet::new();
    for part in code.split("crate::").skip(1) {
        if let Some(group) = part.strip_prefix('{') {
            let group = group.split('}').next().unwrap_or("");
            out.extend(group.split(',').map(|g| word(g.trim())));
        } else {
            out.insert(word(part));
        }
    }
    out.retain(|w| !w.is_empty());
    out
}

fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    files(&src, &mut paths);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in &paths {
        if let Some(module) = module_of(&src, path) {
            let deps = crate_paths(&fs::read_to_string(path).unwrap());
            graph.entry(module).or_default().extend(deps);
        }
    }
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
    for (module, deps) in graph.iter_mut() {
        deps.retain(|d| modules.contains(d) && d != module);
    }
    graph
}

/// A cycle through `start`, if any (depth-first).
fn cycle_from(graph: &BTreeMap<String, BTreeSet<String>>, start: &str) -> Option<Vec<String>> {
    let mut stack = vec![(start.to_string(), vec![start.to_string()])];
    let mut seen = BTreeSet::new();
    while let Some((node, path)) = stack.pop() {
        for next in &graph[&node] {
            if next == start {
                return Some([path.clone(), vec![start.to_string()]].concat());
            }
            if seen.insert(next.clone()) {
                stack.push((next.clone(), [path.clone(), vec![next.clone()]].concat()));
            }
        }
    }
    None
}

#[test]
fn the_reader_finds_the_paths() {
    let found = crate_paths("use crate::game::{Game, GameError};\nuse crate::{fen, uci::quoted};\n// crate::pgn\nlet x = crate::limits::PGN;");
    let want: BTreeSet<String> = ["game", "fen", "uci", "limits"].map(String::from).into();
    assert_eq!(found, want);
    let g = graph();
    assert!(g["pgn"].contains("pgn_tree"), "{:?}", g["pgn"]);
    assert!(g.len() > 20, "modules: {}", g.len());
}

#[test]
fn no_module_depends_on_itself_through_others() {
    let g = graph();
    let cycles: Vec<String> = g
        .keys()
        .filter_map(|m| cycle_from(&g, m))
        .map(|c| c.join(" -> "))
        .collect();
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}
