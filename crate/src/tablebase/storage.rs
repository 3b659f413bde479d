//! Tables cached on disk (native only): `<dir>/<material>-<variant>.sttb`, a header line and the
//! raw bytes.

use super::Material;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

const MAGIC: &str = "sittuyin-tablebase 1";

fn path(dir: &Path, material: &Material, variant: &str) -> PathBuf {
    dir.join(format!("{material}-{variant}.sttb"))
}

fn header(material: &Material, variant: &str) -> String {
    format!("{MAGIC} {material} {variant} {}\n", material.size())
}

/// The cached table, if present and whole.
pub fn load(dir: &Path, material: &Material, variant: &str) -> Option<Vec<u8>> {
    let bytes = fs::read(path(dir, material, variant)).ok()?;
    let head = header(material, variant);
    let body = bytes.strip_prefix(head.as_bytes())?;
    (body.len() == material.size()).then(|| body.to_vec())
}

/// Writes the table (to a temporary name first, so a reader never sees half a file).
pub fn save(dir: &Path, material: &Material, variant: &str, values: &[u8]) -> std::io::Result<()> {
    fs::create_dir_all(dir)?;
    let target = path(dir, material, variant);
    let temp = target.with_extension(format!("tmp{}", std::process::id()));
    let mut file = fs::File::create(&temp)?;
    file.write_all(header(material, variant).as_bytes())?;
    file.write_all(values)?;
    drop(file);
    fs::rename(temp, target)
}
