//! Table files: `<dir>/<game>/<family>.tbl`, a header then the packed values, with a
//! CRC-32 over both. Files are written to a temporary name and renamed, so a solve
//! that is stopped leaves no half-written table behind.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::packed::Packed;
use super::{FamilyReport, TableError};

const MAGIC: &[u8; 8] = b"CUBISTTB";
/// Bumped on any change to the layout.
pub(crate) const FORMAT_VERSION: u32 = 1;
/// Longest option text read back; longer means a damaged file.
const MAX_OPTIONS_TEXT: usize = 1 << 20;

const CRC: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC);

/// Everything in a table file but the values.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Header {
    pub game: String,
    /// The options the table was built under, as `key=value` pairs: for people; a
    /// table is matched by game, family name and size.
    pub options: String,
    pub family: String,
    pub size: u64,
    pub width: u8,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    pub holes: u64,
    pub finished: u64,
    pub longest_win: Option<u16>,
    pub longest_loss: Option<u16>,
}

impl Header {
    /// What the header says about the family, as a solve reports it.
    pub(crate) fn report(&self) -> FamilyReport {
        FamilyReport {
            name: self.family.clone(),
            size: self.size,
            wins: self.wins,
            losses: self.losses,
            draws: self.draws,
            holes: self.holes,
            finished: self.finished,
            longest_win: self.longest_win,
            longest_loss: self.longest_loss,
            seconds: 0.0,
            peak_bytes: 0,
            reused: true,
        }
    }

    fn bytes(&self, data_len: u64) -> Vec<u8> {
        let mut b = Vec::with_capacity(128 + self.options.len());
        b.extend_from_slice(MAGIC);
        b.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        put_text16(&mut b, &self.game);
        b.extend_from_slice(&(self.options.len() as u32).to_le_bytes());
        b.extend_from_slice(self.options.as_bytes());
        put_text16(&mut b, &self.family);
        b.extend_from_slice(&self.size.to_le_bytes());
        b.push(self.width);
        for n in [
            self.wins,
            self.losses,
            self.draws,
            self.holes,
            self.finished,
        ] {
            b.extend_from_slice(&n.to_le_bytes());
        }
        for d in [self.longest_win, self.longest_loss] {
            b.extend_from_slice(&d.unwrap_or(0).to_le_bytes());
        }
        b.extend_from_slice(&data_len.to_le_bytes());
        b
    }
}

fn put_text16(b: &mut Vec<u8>, text: &str) {
    let bytes = &text.as_bytes()[..text.len().min(u16::MAX as usize)];
    b.extend_from_slice(&(bytes.len() as u16).to_le_bytes());
    b.extend_from_slice(bytes);
}

/// The file of family `family` of game `game` under `dir`.
pub(crate) fn table_path(dir: &Path, game: &str, family: &str) -> PathBuf {
    dir.join(game).join(format!("{family}.tbl"))
}

/// The values as bytes, little-endian.
fn data_bytes(values: &Packed) -> std::borrow::Cow<'_, [u8]> {
    match values {
        Packed::Narrow(b) => std::borrow::Cow::Borrowed(b),
        Packed::Wide(w) => {
            std::borrow::Cow::Owned(w.iter().flat_map(|v| v.to_le_bytes()).collect())
        }
    }
}

/// Write a table, replacing any file of that name only once it is complete.
pub(crate) fn write(path: &Path, header: &Header, values: &Packed) -> Result<(), TableError> {
    let data = data_bytes(values);
    let head = header.bytes(data.len() as u64);
    let mut digest = CRC.digest();
    digest.update(&head);
    digest.update(&data);
    let sum = digest.finalize();
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| TableError::io("create", parent, e))?;
    }
    let tmp = path.with_extension("tbl.partial");
    let result = (|| {
        let mut f = std::io::BufWriter::new(std::fs::File::create(&tmp)?);
        f.write_all(&head)?;
        f.write_all(&sum.to_le_bytes())?;
        f.write_all(&data)?;
        f.into_inner().map_err(|e| e.into_error())?.sync_all()
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(TableError::io("write", &tmp, e));
    }
    std::fs::rename(&tmp, path).map_err(|e| TableError::io("rename into", path, e))
}

/// A cursor over the header bytes that reports running out as corruption.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    path: &'a Path,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], TableError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let Some(end) = end else {
            return Err(corrupt(self.path, "the file ends inside its header"));
        };
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn u8(&mut self) -> Result<u8, TableError> {
        Ok(self.take(1)?[0])
    }

    fn u16(&mut self) -> Result<u16, TableError> {
        Ok(u16::from_le_bytes(
            self.take(2)?.try_into().expect("2 bytes"),
        ))
    }

    fn u32(&mut self) -> Result<u32, TableError> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().expect("4 bytes"),
        ))
    }

    fn u64(&mut self) -> Result<u64, TableError> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }

    fn text(&mut self, len: usize) -> Result<String, TableError> {
        let bytes = self.take(len)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| corrupt(self.path, "a name is not UTF-8"))
    }
}

fn corrupt(path: &Path, why: impl Into<String>) -> TableError {
    TableError::Corrupt {
        path: path.to_path_buf(),
        why: why.into(),
    }
}

/// A header as read, with where it ends and the checksum it carries.
struct Parsed {
    header: Header,
    /// Bytes covered by the checksum before the values (the checksum itself is not).
    head_len: usize,
    /// Where the values start.
    start: usize,
    sum: u32,
}

/// Parse the header at the start of `bytes`, a file of `file_len` bytes, and check
/// its sizes against each other and against the file's length.
fn parse_header(path: &Path, bytes: &[u8], file_len: u64) -> Result<Parsed, TableError> {
    let mut r = Reader { bytes, at: 0, path };
    if r.take(MAGIC.len()).ok() != Some(MAGIC.as_slice()) {
        return Err(corrupt(path, "it is not a Cubist table (wrong magic)"));
    }
    let version = r.u32()?;
    if version != FORMAT_VERSION {
        return Err(TableError::Mismatch {
            path: path.to_path_buf(),
            why: format!("format version {version}, this program reads {FORMAT_VERSION}"),
        });
    }
    let len = r.u16()? as usize;
    let game = r.text(len)?;
    let len = r.u32()? as usize;
    if len > MAX_OPTIONS_TEXT {
        return Err(corrupt(path, "the options text is impossibly long"));
    }
    let options = r.text(len)?;
    let len = r.u16()? as usize;
    let family = r.text(len)?;
    let size = r.u64()?;
    let width = r.u8()?;
    let [wins, losses, draws, holes, finished] = [r.u64()?, r.u64()?, r.u64()?, r.u64()?, r.u64()?];
    let longest = |d: u16| (d > 0).then_some(d);
    let longest_win = longest(r.u16()?);
    let longest_loss = longest(r.u16()?);
    let data_len = r.u64()?;
    let head_len = r.at;
    let sum = r.u32()?;
    let header = Header {
        game,
        options,
        family,
        size,
        width,
        wins,
        losses,
        draws,
        holes,
        finished,
        longest_win,
        longest_loss,
    };
    if width != 1 && width != 2 {
        return Err(corrupt(path, format!("{width} bytes per value")));
    }
    if size.checked_mul(width as u64) != Some(data_len) {
        return Err(corrupt(path, "its size and data length disagree"));
    }
    let left = file_len.saturating_sub(r.at as u64);
    if left != data_len {
        let why = if left < data_len {
            "truncated"
        } else {
            "longer than its header says"
        };
        return Err(corrupt(
            path,
            format!("{why}: {left} bytes of values, {data_len} expected"),
        ));
    }
    Ok(Parsed {
        header,
        head_len,
        start: r.at,
        sum,
    })
}

/// Parse a whole file: its header (sizes checked), where the values start, and the
/// checksum's difference from what the file carries (zero when it matches).
fn parse(path: &Path, bytes: &[u8]) -> Result<(Header, usize, u32), TableError> {
    let p = parse_header(path, bytes, bytes.len() as u64)?;
    let mut digest = CRC.digest();
    digest.update(&bytes[..p.head_len]);
    digest.update(&bytes[p.start..]);
    Ok((p.header, p.start, digest.finalize() ^ p.sum))
}

/// That `header` is the family `family` of `game` with `size` numbers.
fn check_identity(
    path: &Path,
    header: &Header,
    game: &str,
    family: &str,
    size: u64,
) -> Result<(), TableError> {
    let mismatch = |why: String| TableError::Mismatch {
        path: path.to_path_buf(),
        why,
    };
    if header.game != game {
        return Err(mismatch(format!(
            "it is a table of {}, not {game}",
            header.game
        )));
    }
    if header.family != family {
        return Err(mismatch(format!(
            "it holds family {}, not {family}",
            header.family
        )));
    }
    if header.size != size {
        return Err(mismatch(format!(
            "it has {} positions and family {family} has {size} here (built under other options: {})",
            header.size, header.options
        )));
    }
    Ok(())
}

/// The first `limit` bytes of a file (all of it if shorter).
fn read_prefix(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(limit)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Check a table without reading its values: magic, version, that it is the family
/// `family` of `game` with `size` numbers, and that the file is as long as its header
/// says. The checksum is left to [`read`].
pub(crate) fn check_header(
    path: &Path,
    game: &str,
    family: &str,
    size: u64,
) -> Result<Header, TableError> {
    let io = |e| TableError::io("read", path, e);
    let file_len = std::fs::metadata(path).map_err(io)?.len();
    // A header is a few hundred bytes; names and options are bounded, so a longer one
    // fits in the second read.
    let mut bytes = read_prefix(path, 4096).map_err(io)?;
    let mut parsed = parse_header(path, &bytes, file_len);
    if parsed.is_err() && (bytes.len() as u64) < file_len {
        let longest = MAX_OPTIONS_TEXT + 2 * u16::MAX as usize + 128;
        bytes = read_prefix(path, longest as u64).map_err(io)?;
        parsed = parse_header(path, &bytes, file_len);
    }
    let header = parsed?.header;
    check_identity(path, &header, game, family, size)?;
    Ok(header)
}

/// Read a table and check it whole: magic, version, lengths, checksum, and that it is
/// the family `family` of `game` with `size` numbers.
pub(crate) fn read(
    path: &Path,
    game: &str,
    family: &str,
    size: u64,
) -> Result<(Header, Packed), TableError> {
    let mut bytes = std::fs::read(path).map_err(|e| TableError::io("read", path, e))?;
    let (header, start, diff) = parse(path, &bytes)?;
    if diff != 0 {
        return Err(corrupt(path, "its checksum does not match its contents"));
    }
    check_identity(path, &header, game, family, size)?;
    let values = if header.width == 1 {
        bytes.drain(..start);
        Packed::Narrow(bytes)
    } else {
        let data = &bytes[start..];
        Packed::Wide(
            data.chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]]))
                .collect(),
        )
    };
    Ok((header, values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_longer_than_the_first_read_is_checked_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = table_path(dir.path(), "g", "f");
        let header = Header {
            game: "g".into(),
            options: format!("k={}", "v".repeat(10_000)),
            family: "f".into(),
            size: 3,
            width: 1,
            wins: 1,
            losses: 1,
            draws: 0,
            holes: 1,
            finished: 0,
            longest_win: Some(1),
            longest_loss: Some(2),
        };
        write(&path, &header, &Packed::Narrow(vec![0x41, 0x82, 0xC0])).unwrap();
        assert_eq!(check_header(&path, "g", "f", 3).unwrap(), header);
        assert_eq!(read(&path, "g", "f", 3).unwrap().0, header);
        let bytes = std::fs::read(&path).unwrap();
        // Cut inside the values: the header's lengths find it without reading them.
        std::fs::write(&path, &bytes[..bytes.len() - 1]).unwrap();
        let e = check_header(&path, "g", "f", 3).unwrap_err();
        assert!(e.to_string().contains("truncated"), "{e}");
        // Cut inside the options text.
        std::fs::write(&path, &bytes[..6000]).unwrap();
        let e = check_header(&path, "g", "f", 3).unwrap_err();
        assert!(e.to_string().contains("ends inside its header"), "{e}");
    }
}
