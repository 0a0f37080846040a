//! The JSON Schemas of the shapes that cross a process boundary, committed under
//! `docs/wire/` one file per shape and version: the contract a client reads. The
//! tests of each shape's crate compare its schema with its file, so a change of shape
//! without a new version fails.

use std::path::PathBuf;

use schemars::JsonSchema;

/// The JSON Schema of `T`, as committed: pretty-printed, with a final newline.
pub fn schema_text<T: JsonSchema>() -> String {
    let schema = schemars::schema_for!(T);
    serde_json::to_string_pretty(&schema).expect("schemas serialise") + "\n"
}

/// Panics unless `schema` equals the committed file `dir/file` (`dir` from the
/// repository's root, e.g. `docs/wire/session`; compared as JSON values). A missing
/// file is written instead when `CUBIST_WRITE_WIRE=1`; an existing one is never
/// overwritten. `shape` and `version` name the type and its version constant in the
/// message; `test` is the command that runs the check (`cargo test -p cubist-session
/// --test wire`).
pub fn check_committed(
    dir: &str,
    file: &str,
    schema: &str,
    shape: &str,
    version: &str,
    test: &str,
) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let path = root.join(dir).join(file);
    let parse = |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap();
    match std::fs::read_to_string(&path) {
        Ok(committed) => assert!(
            parse(&committed) == parse(schema),
            "{shape} differs from {dir}/{file}, the contract of its version. A change of \
             shape needs a new version: bump {version}, run `CUBIST_WRITE_WIRE=1 {test}`, \
             describe the change in docs/wire.md and commit the new file"
        ),
        Err(_) if std::env::var("CUBIST_WRITE_WIRE").is_ok_and(|v| v == "1") => {
            std::fs::create_dir_all(root.join(dir)).unwrap();
            std::fs::write(&path, schema).unwrap();
        }
        Err(_) => panic!("{dir}/{file} is missing: run `CUBIST_WRITE_WIRE=1 {test}` and commit it"),
    }
}
