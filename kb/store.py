"""The KB file on disk: its identity, the writers' lock, temporary files and the atomic swap.

* **Identity.** A KB carries SQLite's ``application_id`` = :data:`APPLICATION_ID` and
  ``user_version`` = :data:`SCHEMA_VERSION`, and ``meta.application = 'shinpan'``. A path
  that holds anything else (another SQLite database, a text file, a directory, a device) is
  refused with a clear error and never written to, never replaced.
* **One writer at a time.** ``kb build``, ``kb add`` and the build on first use hold an
  exclusive ``flock`` on ``<db>.lock`` (beside the KB) while they write; a second writer waits
  for it (up to :data:`LOCK_WAIT` seconds, then fails with a sentence that names the holder).
  The lock dies with its process, so a killed writer never blocks the next one.
* **Atomic writes.** A full build writes ``<db>.tmp-<pid>`` and renames it over the KB; an
  added document is one SQLite transaction on the live file (a crash leaves a journal that the
  next opener rolls back: :func:`recover`). Readers never see a half-written KB.
* **No litter.** Temporary files of processes that no longer run (the PID in the name is
  gone) are removed by the next writer and by the next reader that may write the directory.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import signal
import sqlite3
import stat
import threading
import time
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

from kb.errors import KBError
from kb.files import process_alive

# "SHNP": the SQLite application_id of a shinpan KB (PRAGMA application_id).
APPLICATION_ID = 0x53484E50
# PRAGMA user_version of the current table layout; bumped with kb.registry.PARSER_VERSION
# when the tables change shape.
SCHEMA_VERSION = 1
APPLICATION = "shinpan"
# Seconds a writer waits for another writer's lock before giving up with a clear error.
LOCK_WAIT = float(os.environ.get("SHINPAN_LOCK_WAIT", "300"))
SQLITE_READONLY_ROLLBACK = 776  # a hot journal that a read-only connection cannot roll back


def ro_uri(path: Path) -> str:
    """A read-only SQLite URI for `path` (characters such as ? and # escaped)."""
    return f"file:{urllib.parse.quote(str(path))}?mode=ro"


def tmp_path(db: Path) -> Path:
    return db.with_name(f"{db.name}.tmp-{os.getpid()}")


def lock_path(db: Path) -> Path:
    return db.with_name(f"{db.name}.lock")


# --------------------------------------------------------------------------- identity


class NotAKB(KBError):
    """The path holds something that is not a shinpan KB: it is never written to."""


def _refuse(path: Path, what_en: str, what_ja: str) -> NotAKB:
    return NotAKB(
        f"{path} is {what_en}, not a shinpan knowledge base; it was left untouched "
        "(choose another --db / SHINPAN_DB path, or move the file away)",
        f"{path} は{what_ja}です。shinpan の知識ベースではないので、触れずにそのままにしました"
        "（--db / SHINPAN_DB で別の場所を指定するか、ファイルを移動してください）",
        path=str(path),
    )


def _unreadable(path: Path, e: OSError) -> KBError:
    return KBError(
        f"cannot read {path}: {e.strerror or e}",
        f"{path} を読めません: {e.strerror or e}",
        path=str(path),
    )


def identify(path: Path) -> str:
    """What `path` holds: "missing", "kb" (a shinpan KB, of any schema version) or "legacy"
    (a KB written before KBs carried an application id: rebuilt, its added documents kept).
    Anything else raises :class:`NotAKB`."""
    try:
        st = path.stat()
    except FileNotFoundError:
        return "missing"
    except OSError as e:
        raise _unreadable(path, e) from None
    if stat.S_ISDIR(st.st_mode):
        raise _refuse(path, "a directory", "ディレクトリ")
    if not stat.S_ISREG(st.st_mode):
        raise _refuse(
            path,
            "something other than a regular file (a device or a pipe)",
            "通常のファイルではなく（デバイスやパイプ）",
        )
    if st.st_size == 0:
        raise _refuse(path, "an empty file", "空のファイル")
    try:
        with path.open("rb") as f:
            head = f.read(100)
    except OSError as e:
        raise _unreadable(path, e) from None
    if not head.startswith(b"SQLite format 3\x00") or len(head) < 100:
        raise _refuse(
            path, "a file that is not a SQLite database", "SQLite データベースではないファイル"
        )
    app_id = int.from_bytes(head[68:72], "big")  # the database header, as PRAGMA reads it
    if app_id == APPLICATION_ID:
        return "kb"
    if app_id == 0 and _legacy_kb(path):
        return "legacy"
    raise _refuse(path, "another SQLite database", "別の SQLite データベース")


def _legacy_kb(path: Path) -> bool:
    """A KB written before application ids: its meta table has the build's fingerprint and
    parser version, and it has the documents table."""
    try:
        con = sqlite3.connect(ro_uri(path), uri=True)
        try:
            keys = {r[0] for r in con.execute("select key from meta")}
            con.execute("select game, version, text, source from documents limit 1")
        finally:
            con.close()
    except sqlite3.Error:
        return False
    return {"fingerprint", "parser_version"} <= keys


def stamp(con: sqlite3.Connection) -> None:
    """Give the database open on `con` the KB identity (inside the build's transaction)."""
    con.execute(f"pragma application_id = {APPLICATION_ID}")
    con.execute(f"pragma user_version = {SCHEMA_VERSION}")
    con.execute("insert or replace into meta values ('application', ?)", (APPLICATION,))


# --------------------------------------------------------------------------- the writers' lock


class LockTimeout(KBError):
    pass


@contextlib.contextmanager
def writer_lock(db: Path, wait: float | None = None) -> Iterator[None]:
    """Hold the exclusive writer lock of `db` (``<db>.lock``) for the block.

    While it is held, SIGTERM ends the process through Python (SystemExit), so the `finally`
    blocks of the writer remove its temporary file; SIGKILL cannot be caught, and leaves a
    file that the next writer removes (:func:`clean_stale`)."""
    wait = LOCK_WAIT if wait is None else wait
    lp = lock_path(db)
    try:
        fd = os.open(lp, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as e:
        raise write_error(db, e) from None
    try:
        deadline = time.monotonic() + wait
        delay = 0.01
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = _lock_holder(fd)
                    raise LockTimeout(
                        f"another shinpan process{holder} is writing {db}; gave up after "
                        f"{wait:.0f} s (try again when it has finished)",
                        f"別の shinpan のプロセス{holder}が {db} に書き込み中です。{wait:.0f} 秒"
                        "待ちましたが終わりませんでした（終わってから再実行してください）",
                    ) from None
                time.sleep(delay)
                delay = min(delay * 2, 0.2)
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        with _sigterm_as_exit():
            yield
    finally:
        os.close(fd)  # releases the flock


def _lock_holder(fd: int) -> str:
    try:
        pid = os.pread(fd, 32, 0).decode().strip()
    except OSError:
        return ""
    return f" (PID {pid})" if pid.isdigit() else ""


@contextlib.contextmanager
def _sigterm_as_exit() -> Iterator[None]:
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def on_term(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    old = signal.signal(signal.SIGTERM, on_term)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)


# --------------------------------------------------------------------------- temp files


def clean_stale(db: Path) -> list[Path]:
    """Remove ``<db>.tmp-<pid>`` files (and their journals) whose process no longer runs.
    Returns what was removed; a file that cannot be removed is left (read-only directory)."""
    prefix = f"{db.name}.tmp-"
    removed: list[Path] = []
    try:
        names = os.listdir(db.parent)
    except OSError:
        return removed
    for name in names:
        if not name.startswith(prefix):
            continue
        pid_part = name[len(prefix) :].split("-", 1)[0]
        if not pid_part.isdigit() or (
            int(pid_part) != os.getpid() and process_alive(int(pid_part))
        ):
            continue
        p = db.parent / name
        with contextlib.suppress(OSError):
            p.unlink()
            removed.append(p)
    return removed


def fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def replace(tmp: Path, db: Path) -> None:
    """Swap a finished temporary KB in (after checking the target is still a KB or absent)."""
    identify(db)
    with open(tmp, "rb+") as f:
        os.fsync(f.fileno())
    os.replace(tmp, db)
    fsync_dir(db.parent)


@contextlib.contextmanager
def replacing(db: Path) -> Iterator[Path]:
    """A new KB for `db` is written in the temporary file yielded; when the block ends without
    an error it is swapped in (`replace`), otherwise it is removed and an OS or SQLite error
    becomes a sentence (`write_error`)."""
    tmp = tmp_path(db)
    try:
        yield tmp
        replace(tmp, db)
    except (OSError, sqlite3.OperationalError) as e:
        tmp.unlink(missing_ok=True)
        raise write_error(db, e) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


# --------------------------------------------------------------------------- recovery


def recover(db: Path) -> None:
    """Roll back a transaction left by a writer that died (a hot journal beside the KB), so
    read-only connections can open it. A journal of a live writer is not hot: readers go on
    reading the last committed state. Recovery takes the writer lock: it never races a writer."""
    journal = db.with_name(db.name + "-journal")
    if not journal.exists() or not _hot(db):
        return
    with writer_lock(db):
        try:
            con = sqlite3.connect(db)
            try:
                con.execute("select count(*) from sqlite_master").fetchone()
            finally:
                con.close()
        except sqlite3.Error as e:
            raise write_error(db, e) from None


def _hot(db: Path) -> bool:
    try:
        con = sqlite3.connect(ro_uri(db), uri=True)
        try:
            con.execute("select count(*) from sqlite_master").fetchone()
        finally:
            con.close()
    except sqlite3.OperationalError as e:
        return getattr(e, "sqlite_errorcode", None) == SQLITE_READONLY_ROLLBACK
    return False


# --------------------------------------------------------------------------- errors


def write_error(db: Path, e: BaseException) -> KBError:
    """An OS or SQLite error met while writing the KB, as a sentence (no exception names)."""
    code = getattr(e, "errno", None)
    text = str(e).lower()
    where = db.parent
    if (
        code in (errno.ENOSPC, errno.EDQUOT)
        or "disk is full" in text
        or "database or disk is full" in text
    ):
        return KBError(
            f"no space left to write the knowledge base in {where}; the previous KB is intact "
            "(free some space and run `shinpan kb build`)",
            f"{where} に知識ベースを書く空き容量がありません。以前の知識ベースはそのままです"
            "（空きを作って `shinpan kb build` を実行してください）",
        )
    if code == errno.EFBIG or "file too large" in text:
        return KBError(
            f"the knowledge base in {where} grew past the file size limit; the previous KB is intact",
            f"{where} の知識ベースがファイルサイズの上限を超えました。以前の知識ベースはそのままです",
        )
    if (
        code in (errno.EACCES, errno.EPERM, errno.EROFS)
        or "readonly" in text
        or "read-only" in text
        or "unable to open" in text
    ):
        return KBError(
            f"cannot write the knowledge base in {where}: the directory is read-only or not "
            "yours (choose another place with --db or SHINPAN_DB)",
            f"{where} に知識ベースを書けません: 読み取り専用か権限がありません"
            "（--db か SHINPAN_DB で別の場所を指定してください）",
        )
    if getattr(e, "sqlite_errorcode", 0) & 0xFF == 10 or "disk i/o error" in text:  # SQLITE_IOERR
        return KBError(
            f"a disk error stopped writing the knowledge base in {where} (the disk may be full "
            "or a file size limit reached); the previous KB is intact",
            f"{where} への知識ベースの書き込みがディスクのエラーで止まりました（ディスクが一杯か、"
            "ファイルサイズの上限に達した可能性があります）。以前の知識ベースはそのままです",
        )
    why = getattr(e, "strerror", None) or str(e)
    return KBError(
        f"cannot write the knowledge base in {where}: {why}",
        f"{where} に知識ベースを書けません: {why}",
    )
