//! The rules audit of issue 9: each finding as a test that failed before its fix.

use sittuyin::Rules;

#[test]
fn the_readme_presets_table_is_one_table_with_every_preset() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md");
    let section = readme
        .split("\n## Rules presets")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("a Rules presets section");
    // The table: from its header row to the first line that is not a row. A blank line inside
    // it would end it early and leave the later rows as plain text.
    let lines: Vec<&str> = section.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("| preset |"))
        .expect("the presets table");
    let rows: Vec<&str> = lines[start..]
        .iter()
        .take_while(|l| l.starts_with('|'))
        .copied()
        .collect();
    for rules in Rules::PRESETS {
        let cell = format!("| `{}`", rules.name);
        assert!(
            rows.iter().any(|r| r.starts_with(&cell)),
            "{} is not a row of the presets table",
            rules.name
        );
    }
}
