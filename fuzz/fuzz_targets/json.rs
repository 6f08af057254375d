#![no_main]
// The json reader: never a panic; what it reads writes back.
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| common::read_and_write_back(levee_formats::Format::Json, data));
