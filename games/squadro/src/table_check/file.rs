//! Reading one table file from its documented layout (docs/tables.md, "Files"),
//! without the solver's reader, so that a fault there cannot hide a fault here.

use std::path::Path;

/// What a value says for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stored {
    Draw,
    Win(u16),
    Loss(u16),
    /// A hole or a finished position.
    None,
}

/// One family's values, as read and checked from its file.
pub struct TableFile {
    /// Bytes per value, 1 or 2.
    width: usize,
    values: Vec<u8>,
    /// The header's counts: wins, losses, draws, holes, finished positions.
    pub counts: [u64; 5],
    /// The header's longest win and longest loss (0: none).
    pub longest: [u16; 2],
}

/// The magic and the format version this reader knows.
const MAGIC: &[u8; 8] = b"CUBISTTB";
const VERSION: u32 = 1;

/// A little-endian reader over the header that fails, never panics, when short.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], String> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or("truncated header")?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn uint(&mut self, n: usize) -> Result<u64, String> {
        let b = self.take(n)?;
        Ok(b.iter().rev().fold(0, |acc, &x| (acc << 8) | u64::from(x)))
    }

    fn text(&mut self, len_bytes: usize) -> Result<String, String> {
        let len = self.uint(len_bytes)? as usize;
        let b = self.take(len)?;
        String::from_utf8(b.to_vec()).map_err(|_| "a name that is not UTF-8".to_string())
    }
}

impl TableFile {
    /// Reads `path`, which must hold the table of `family` (its name) with `size`
    /// numbers; anything else is an error naming the file.
    pub fn read(path: &Path, family: &str, size: u64) -> Result<TableFile, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Self::parse(&bytes, family, size).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Checks the header, the lengths and the checksum of a file's bytes.
    pub fn parse(bytes: &[u8], family: &str, size: u64) -> Result<TableFile, String> {
        let mut c = Cursor { bytes, at: 0 };
        if c.take(8)? != MAGIC {
            return Err("not a table file (bad magic)".into());
        }
        let version = c.uint(4)? as u32;
        if version != VERSION {
            return Err(format!("format version {version}, expected {VERSION}"));
        }
        let game = c.text(2)?;
        if game != "squadro" {
            return Err(format!("a table of {game:?}, not of squadro"));
        }
        c.text(4)?; // the options, for people
        let name = c.text(2)?;
        if name != family {
            return Err(format!("holds family {name:?}, expected {family:?}"));
        }
        let file_size = c.uint(8)?;
        if file_size != size {
            return Err(format!("size {file_size}, expected {size}"));
        }
        let width = c.uint(1)? as usize;
        if width != 1 && width != 2 {
            return Err(format!("{width} bytes a value, expected 1 or 2"));
        }
        let mut counts = [0; 5];
        for n in &mut counts {
            *n = c.uint(8)?;
        }
        let longest = [c.uint(2)? as u16, c.uint(2)? as u16];
        let length = c.uint(8)?;
        if Some(length) != size.checked_mul(width as u64) {
            return Err(format!("{length} bytes of values, expected size × {width}"));
        }
        let header = c.at;
        let crc = c.uint(4)? as u32;
        let values = &bytes[c.at..];
        if values.len() as u64 != length {
            let what = if (values.len() as u64) < length {
                "truncated"
            } else {
                "longer than its header says"
            };
            return Err(format!(
                "{what}: {} bytes of values, header says {length}",
                values.len()
            ));
        }
        let mut sum = Crc32::new();
        sum.update(&bytes[..header]);
        sum.update(values);
        if sum.finish() != crc {
            return Err("corrupt: the checksum does not match".into());
        }
        Ok(TableFile {
            width,
            values: values.to_vec(),
            counts,
            longest,
        })
    }

    /// The value stored at `number` (which the caller keeps below the size).
    pub fn value(&self, number: u64) -> Stored {
        let at = number as usize * self.width;
        let (code, distance) = if self.width == 1 {
            let v = self.values[at];
            (v >> 6, u16::from(v & 0x3f))
        } else {
            let v = u16::from_le_bytes([self.values[at], self.values[at + 1]]);
            ((v >> 14) as u8, v & 0x3fff)
        };
        match code {
            0 => Stored::Draw,
            1 => Stored::Win(distance),
            2 => Stored::Loss(distance),
            _ => Stored::None,
        }
    }
}

/// CRC-32 (ISO-HDLC: reflected, polynomial 0xEDB88320, initial and final xor all ones).
struct Crc32 {
    table: [u32; 256],
    state: u32,
}

impl Crc32 {
    fn new() -> Self {
        let table = std::array::from_fn(|i| {
            (0..8).fold(i as u32, |c, _| {
                if c & 1 != 0 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                }
            })
        });
        Crc32 { table, state: !0 }
    }

    fn update(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.state =
                self.table[((self.state ^ u32::from(b)) & 0xff) as usize] ^ (self.state >> 8);
        }
    }

    fn finish(&self) -> u32 {
        !self.state
    }
}

/// The CRC-32 of `bytes`, for rewriting a file's checksum in tests.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut c = Crc32::new();
    c.update(bytes);
    c.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checksum_is_iso_hdlc() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }
}
