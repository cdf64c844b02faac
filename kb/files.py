"""Files a person names on the command line (issue 17): read with a clear error, written
without putting anything of theirs at risk.

Reading (``read_input``): the path is looked at before it is opened, so a directory, a device
(``/dev/zero``), a pipe or a socket is refused at once with a sentence that says which (a pipe
would block the open, a device never ends), as is a file larger than the caller's cap; the file
is opened without blocking and read no further than the cap. ``decode_input`` refuses bytes that
are not UTF-8 with the line and byte of the first bad one, never a replacement character.

Writing (``write_output``): the text goes to a temporary file beside the target (``.NAME.tmp-
<pid>``) that is renamed over it only when complete, so an error, a full disk or an interrupt
leaves the target as it was (and a kill -9 leaves only the temporary file, removed by the next
write to that target). A target that exists is replaced only if it is an empty file or one this
program wrote (its first 4 kB hold the writer's marker); a directory, a device, a pipe or anyone
else's file is refused and left untouched.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

from kb.errors import KBError

HEAD = 4096  # how much of an existing file is read for the marker


class FileProblem(KBError):
    """A path that cannot be read or written as asked (exit 2)."""


def _kind(mode: int) -> tuple[str, str] | None:
    """What a path that is not a regular file is, in English and Japanese (None: a file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a directory", "ディレクトリ"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)", "パイプ（FIFO）"
    if stat.S_ISSOCK(mode):
        return "a socket", "ソケット"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device", "デバイス"
    return "not a regular file", "通常のファイルではないもの"


def _cannot_read(path: Path, e: OSError) -> FileProblem:
    if isinstance(e, FileNotFoundError):
        return FileProblem(f"{path} does not exist", f"{path} がありません")
    if isinstance(e, PermissionError):
        return FileProblem(
            f"cannot read {path}: permission denied", f"{path} を読む権限がありません"
        )
    why = e.strerror or str(e)
    return FileProblem(f"cannot read {path}: {why}", f"{path} を読めません: {why}")


def check_input(path: Path) -> os.stat_result:
    """The path's status if it is a regular file; else a clear ``FileProblem``."""
    try:
        st = os.stat(path)
    except OSError as e:
        raise _cannot_read(path, e) from None
    kind = _kind(st.st_mode)
    if kind is not None:
        raise FileProblem(
            f"{path} is {kind[0]}, not a file: give the path of a file",
            f"{path} は{kind[1]}で、ファイルではありません。ファイルのパスを指定してください",
        )
    return st


def too_large(path: Path, limit: int, what_en: str, what_ja: str) -> FileProblem:
    if limit > 1024 * 1024:
        size_en = size_ja = f"{limit // (1024 * 1024)} MB"
    else:
        size_en = size_ja = f"{limit // 1024} kB"
    return FileProblem(
        f"{path} is larger than {size_en}: not {what_en}",
        f"{path} は {size_ja} を超えています。{what_ja}ではありません",
    )


def read_input(
    path: Path, limit: int, what_en: str = "an input file", what_ja: str = "入力ファイル"
) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``; a larger file is refused
    as not being ``what``)."""
    path = Path(path)
    check_input(path)
    try:
        # O_NONBLOCK: a path swapped for a pipe since the check does not hang the open
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as e:
        raise _cannot_read(path, e) from None
    with os.fdopen(fd, "rb") as f:
        kind = _kind(os.fstat(fd).st_mode)
        if kind is not None:
            raise FileProblem(
                f"{path} is {kind[0]}, not a file: give the path of a file",
                f"{path} は{kind[1]}で、ファイルではありません。ファイルのパスを指定してください",
            )
        try:
            raw = f.read(limit + 1)
        except OSError as e:
            raise _cannot_read(path, e) from None
    if len(raw) > limit:
        raise too_large(path, limit, what_en, what_ja)
    return raw


def bad_utf8(path: Path | str, line: int, start: int, byte: bytes) -> FileProblem:
    """The error for the byte ``byte`` at ``start`` (on line ``line``) that is not UTF-8."""
    return FileProblem(
        f"{path}: not UTF-8 text (line {line}, byte {start}: {byte!r}); save the file as UTF-8",
        f"{path}: UTF-8 のテキストではありません（{line} 行目、{start} バイト目）。"
        "UTF-8 で保存してください",
    )


def decode_input(path: Path | str, raw: bytes) -> str:
    """``raw`` as UTF-8 (a byte order mark dropped); anything else is a clear error."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        raise bad_utf8(path, line, e.start, raw[e.start : e.start + 1]) from None


def process_alive(pid: int) -> bool:
    """Whether process `pid` still runs (the writer of a temporary file named after it)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's live process
    return True


def _clean_stale(path: Path) -> None:
    """Remove the temporary files of writes to ``path`` by processes no longer running."""
    prefix = f".{path.name}.tmp-"
    with contextlib.suppress(OSError):
        for p in path.parent.iterdir():
            rest = p.name[len(prefix) :] if p.name.startswith(prefix) else ""
            if rest.isdigit() and int(rest) != os.getpid() and not process_alive(int(rest)):
                with contextlib.suppress(OSError):
                    p.unlink()


def check_output(path: Path, marker: str | None) -> None:
    """Refuse ``path`` as an output unless it is absent, an empty file, or a file whose first
    4 kB hold ``marker`` (None: an existing file is never replaced)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as e:
        why = e.strerror or str(e)
        raise FileProblem(f"cannot write {path}: {why}", f"{path} に書けません: {why}") from None
    if stat.S_ISLNK(st.st_mode):
        raise FileProblem(
            f"{path} is a symbolic link; it was left untouched (give the path of the file)",
            f"{path} はシンボリックリンクなので、触れずにそのままにしました（ファイルのパスを"
            "指定してください）",
        )
    kind = _kind(st.st_mode)
    if kind is not None:
        raise FileProblem(
            f"{path} is {kind[0]}, not a file; it was left untouched (choose another file)",
            f"{path} は{kind[1]}でファイルではないので、触れずにそのままにしました"
            "（別のファイルを指定してください）",
        )
    if st.st_size == 0:
        return
    head = b""
    if marker is not None:
        with contextlib.suppress(OSError), open(path, "rb") as f:
            head = f.read(HEAD)
    if marker is None or marker.encode("utf-8") not in head:
        raise FileProblem(
            f"{path} exists and was not written by this command; it was left untouched "
            "(choose another file, or remove it first)",
            f"{path} はすでにあり、このコマンドが書いたファイルではないので、触れずにそのままに"
            "しました（別のファイルを指定するか、先に削除してください）",
        )


def write_output(path: Path, text: str, marker: str | None) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename (see the module's
    docstring); ``marker`` must be in the first 4 kB of ``text`` so the next write may replace
    it (None: never replace an existing file)."""
    path = Path(path)
    data = text.encode("utf-8")
    if marker is not None and marker.encode("utf-8") not in data[:HEAD]:
        raise ValueError(f"the marker {marker!r} is not at the head of the output")
    check_output(path, marker)
    _clean_stale(path)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        check_output(path, marker)  # (what the target is now, not a second ago)
        os.replace(tmp, path)
    except OSError as e:
        with contextlib.suppress(OSError):
            tmp.unlink()
        why = e.strerror or str(e)
        raise FileProblem(f"cannot write {path}: {why}", f"{path} に書けません: {why}") from None
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
