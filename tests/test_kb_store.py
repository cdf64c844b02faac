"""The KB file is safe to point anywhere: never a foreign file replaced, never an add lost,
never a temporary file left behind, never a broken KB after a crash (issue 17)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli import app
from kb import store

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()


@pytest.fixture(scope="module")
def core_kb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A KB without the ask index (the quickest to build), copied by the tests that write."""
    from kb.api import open_kb

    path = tmp_path_factory.mktemp("core") / "kb.sqlite"
    open_kb(path)
    return path


def fresh_copy(core_kb: Path, tmp_path: Path) -> Path:
    db = tmp_path / "kb.sqlite"
    shutil.copyfile(core_kb, db)
    return db


def cli(*args: str, env: dict[str, str] | None = None, **kw) -> subprocess.CompletedProcess:
    e = {k: v for k, v in os.environ.items() if k not in ("SHINPAN_DB", "SHINPAN_DEBUG")}
    e.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "cli", *args],
        cwd=ROOT,
        env=e,
        capture_output=True,
        text=True,
        **kw,
    )


# --------------------------------------------------------------------- 1: foreign files


def _foreign(tmp_path: Path) -> dict[str, Path]:
    other = tmp_path / "invoices.sqlite"
    con = sqlite3.connect(other)
    con.execute("create table invoices (n integer, amount integer)")
    con.execute("insert into invoices values (1, 500)")
    con.commit()
    con.close()
    text = tmp_path / "notes.txt"
    text.write_text("買い物リスト\n", encoding="utf-8")
    empty = tmp_path / "empty"
    empty.touch()
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "keep.txt").write_text("x")
    return {"sqlite": other, "text": text, "empty": empty, "directory": folder}


def _snapshot(paths: dict[str, Path]) -> dict[str, object]:
    return {k: sorted(p.iterdir()) if p.is_dir() else p.read_bytes() for k, p in paths.items()}


@pytest.mark.parametrize(
    "command",
    [
        ["rule", "ws", "1.2.1"],
        ["kb", "build"],
        ["kb", "check", "ws"],
        ["ask", "山札が0枚になったら？"],
    ],
)
def test_a_path_that_is_not_a_kb_is_refused_and_left_untouched(tmp_path, command):
    paths = _foreign(tmp_path)
    before = _snapshot(paths)
    listing = sorted(tmp_path.iterdir())
    for kind, p in paths.items():
        r = runner.invoke(app, [*command, "--db", str(p), "--lang", "en"])
        assert r.exit_code == 2, (kind, r.output)
        assert "not a shinpan knowledge base" in r.output and "untouched" in r.output
        assert "Error" not in r.output.replace("error:", "")  # a sentence, no class name
    assert _snapshot(paths) == before
    assert sorted(tmp_path.iterdir()) == listing, "no lock or temporary file beside them"
    con = sqlite3.connect(paths["sqlite"])
    assert con.execute("select * from invoices").fetchall() == [(1, 500)]


def test_kb_add_refuses_a_foreign_db_and_env_path(tmp_path):
    paths = _foreign(tmp_path)
    before = _snapshot(paths)
    doc = tmp_path / "ws.txt"
    shutil.copyfile(ROOT / "kb" / "sources" / "ws.txt", doc)
    r = cli("kb", "add", "--game", "ws", "--file", str(doc), "--version", "x",
            env={"SHINPAN_DB": str(paths["sqlite"])})  # fmt: skip
    assert r.returncode == 2 and "shinpan の知識ベースではない" in r.stderr
    assert "Traceback" not in r.stderr
    assert _snapshot(paths) == before


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null on this system")
def test_a_device_is_refused(tmp_path):
    r = runner.invoke(app, ["rule", "ws", "1.2.1", "--db", "/dev/null", "--json"])
    assert r.exit_code == 2
    assert "/dev/null" in json.loads(r.output)["error"]
    assert not Path("/dev/null.lock").exists()
    assert Path("/dev/null").is_char_device()


def test_a_kb_carries_its_identity(core_kb):
    assert store.identify(core_kb) == "kb"
    con = sqlite3.connect(core_kb)
    assert con.execute("pragma application_id").fetchone()[0] == store.APPLICATION_ID
    assert con.execute("pragma user_version").fetchone()[0] == store.SCHEMA_VERSION
    assert con.execute("select value from meta where key='application'").fetchone()[0] == (
        "shinpan"
    )


def test_a_kb_written_before_identities_is_rebuilt_keeping_its_documents(core_kb, tmp_path):
    from kb.api import open_kb

    db = fresh_copy(core_kb, tmp_path)
    con = sqlite3.connect(db)
    con.execute("pragma application_id = 0")
    con.execute("delete from meta where key='application'")
    con.execute("update meta set value='old' where key='fingerprint'")
    con.execute("update documents set source='added', version='old' where game='co'")
    con.commit()
    con.close()
    assert store.identify(db) == "legacy"
    kb = open_kb(db)
    assert store.identify(db) == "kb"
    assert "old" in [v["version"] for g in kb.games() if g["game"] == "co" for v in g["versions"]]


# --------------------------------------------------------------------- 2: concurrent writers


def _variant(tmp_path: Path, i: int) -> Path:
    f = tmp_path / f"ws-{i}.txt"
    text = (ROOT / "kb" / "sources" / "ws.txt").read_text(encoding="utf-8")
    f.write_text(
        text.replace("1.3. ゲームの大原則", f"- 1.2.{6 + i}. 追加{i}。\n\n1.3. ゲームの大原則", 1)
    )
    return f


def test_concurrent_adds_beside_a_build_all_land(core_kb, tmp_path):
    db = fresh_copy(core_kb, tmp_path)
    files = [_variant(tmp_path, i) for i in range(3)]
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "cli",
                "kb",
                "add",
                "--game",
                "ws",
                "--file",
                str(f),
                "--version",
                f"c{i}",
                "--db",
                str(db),
                "--json",
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        for i, f in enumerate(files)
    ]
    procs.append(
        subprocess.Popen(
            [sys.executable, "-m", "cli", "kb", "build", "--db", str(db), "--json"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
    )
    outs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    con = sqlite3.connect(db)
    versions = {v for (v,) in con.execute("select version from documents where game='ws'")}
    assert versions == {"1.109", "c0", "c1", "c2"}
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name or p.name.endswith("-journal")]


def test_a_second_writer_waits_then_fails_clearly(core_kb, tmp_path):
    from kb.build import build

    db = fresh_copy(core_kb, tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from pathlib import Path; from kb.store import writer_lock\n"
         "with writer_lock(Path(sys.argv[1])):\n    print('held', flush=True); time.sleep(30)",
         str(db)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        t = time.monotonic()
        with pytest.raises(store.LockTimeout) as e:
            with store.writer_lock(db, wait=0.5):
                pass
        assert time.monotonic() - t >= 0.5
        assert f"PID {holder.pid}" in str(e.value) and "別の shinpan のプロセス" in e.value.text(
            "ja"
        )
    finally:
        holder.kill()
        holder.wait()
    # the lock died with its holder: the next writer goes ahead at once
    build(db, ask_index=False)


# --------------------------------------------------------------------- 6: stale files, crashes


def _wait_for(pred, timeout: float = 60.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.02)
    return False


def test_kill_9_mid_build_leaves_a_working_kb_and_no_stale_files(core_kb, tmp_path):
    db = fresh_copy(core_kb, tmp_path)
    before = db.read_bytes()
    for _ in range(2):  # two dead builds: both temporaries are cleaned
        p = subprocess.Popen(
            [sys.executable, "-m", "cli", "kb", "build", "--db", str(db)],
            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        tmp = db.with_name(f"{db.name}.tmp-{p.pid}")
        assert _wait_for(lambda tmp=tmp: tmp.exists() and tmp.stat().st_size > 0)
        os.kill(p.pid, signal.SIGKILL)
        p.wait()
        assert tmp.exists()
    assert db.read_bytes() == before, "the KB was never touched"
    r = cli("rule", "ws", "1.2.1", "--db", str(db))
    assert r.returncode == 0 and "1.2.1" in r.stdout
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name], "cleaned by the next run"


def test_sigterm_mid_build_removes_its_temporary_file(core_kb, tmp_path):
    db = fresh_copy(core_kb, tmp_path)
    p = subprocess.Popen(
        [sys.executable, "-m", "cli", "kb", "build", "--db", str(db)],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    tmp = db.with_name(f"{db.name}.tmp-{p.pid}")
    assert _wait_for(lambda: tmp.exists() and tmp.stat().st_size > 0)
    p.terminate()
    _, err = p.communicate(timeout=60)
    assert "Traceback" not in err
    assert not tmp.exists()
    assert store.identify(db) == "kb"


def test_temporary_files_of_live_processes_are_kept(tmp_path):
    db = tmp_path / "kb.sqlite"
    live = db.with_name(f"{db.name}.tmp-1")  # PID 1 always runs
    dead = db.with_name(f"{db.name}.tmp-{_dead_pid()}")
    journal = dead.with_name(dead.name + "-journal")
    for p in (live, dead, journal):
        p.write_bytes(b"x")
    assert sorted(store.clean_stale(db)) == sorted([dead, journal])
    assert live.exists()


def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_a_writer_killed_mid_transaction_is_rolled_back_on_open(core_kb, tmp_path):
    from kb.api import open_kb

    db = fresh_copy(core_kb, tmp_path)
    code = (
        "import os, sqlite3, sys\n"
        "con = sqlite3.connect(sys.argv[1]); con.execute('pragma cache_size = 5')\n"
        "con.execute('begin immediate'); con.execute(\"update clauses set text = 'BROKEN'\")\n"
        "os.kill(os.getpid(), 9)\n"
    )
    subprocess.run([sys.executable, "-c", code, str(db)], cwd=ROOT)
    assert db.with_name(db.name + "-journal").exists()
    kb = open_kb(db)
    assert kb.clause("ws", "1.2.1").text.startswith("いずれかのプレイヤー")
    assert not db.with_name(db.name + "-journal").exists()


# --------------------------------------------------------------------- 7: suspicious documents


def test_a_suspicious_document_is_refused_unless_forced(core_kb, tmp_path):
    db = fresh_copy(core_kb, tmp_path)
    junk = tmp_path / "junk.txt"
    rnd = bytes(range(32, 127)).decode() * 200
    junk.write_text(rnd + "\n1.2.1. いずれかのプレイヤーが敗北した場合。\n" + rnd, encoding="utf-8")
    args = ["kb", "add", "--game", "ws", "--file", str(junk), "--version", "junk", "--db", str(db)]
    r = runner.invoke(app, args)
    assert r.exit_code == 2 and "総合ルールに見えません" in r.output and "--force" in r.output
    assert runner.invoke(app, ["rule", "ws", "1.2.2", "--db", str(db)]).exit_code == 0
    r = runner.invoke(app, [*args, "--force", "--json"])
    assert r.exit_code == 0 and json.loads(r.output)["forced"] is True
    # --force: the user asked for it (the newest document is the default)
    assert (
        runner.invoke(app, ["rule", "ws", "1.2.2", "--version", "1.109", "--db", str(db)]).exit_code
        == 0
    )


def test_a_document_of_repeated_lines_is_refused(core_kb, tmp_path):
    # (its parse is linear: tests/test_fuzz.py)
    db = fresh_copy(core_kb, tmp_path)
    f = tmp_path / "ones.txt"
    f.write_text("1. a\n" * 18000, encoding="utf-8")
    r = runner.invoke(app, ["kb", "add", "--game", "mc", "--file", str(f), "--version", "x",
                            "--db", str(db), "--lang", "en"])  # fmt: skip
    assert r.exit_code == 2 and "does not look like" in r.output


# --------------------------------------------------------------------- 4: read-only, full disk


def _mount_tmpfs(where: Path, options: str) -> str | None:
    """Mount a tmpfs at `where`; None when it worked, else why not (the test then skips)."""
    if shutil.which("mount") is None:
        return "no mount command"
    r = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)],
        capture_output=True,
        text=True,
    )
    return None if r.returncode == 0 else f"cannot mount a tmpfs here: {r.stderr.strip()}"


def _umount(where: Path) -> None:
    subprocess.run(["umount", str(where)], capture_output=True)


def test_a_read_only_directory_gives_a_clear_error(core_kb, tmp_path):
    where = tmp_path / "ro"
    where.mkdir()
    if os.geteuid() != 0:
        os.chmod(where, 0o555)
        cleanup = lambda: os.chmod(where, 0o755)  # noqa: E731
    else:  # root writes through permissions: a read-only mount instead
        why = _mount_tmpfs(where, "ro,size=1m")
        if why:
            pytest.skip(why)
        cleanup = lambda: _umount(where)  # noqa: E731
    try:
        db = where / "kb.sqlite"
        for args in (["rule", "ws", "1.2.1"], ["kb", "build"]):
            r = cli(*args, "--db", str(db), "--lang", "en")
            assert r.returncode == 2, r.stderr
            assert "read-only" in r.stderr and "Traceback" not in r.stderr
            assert "Error" not in r.stderr.replace("error:", "")
        r = cli("rule", "ws", "1.2.1", "--db", str(db))
        assert "読み取り専用" in r.stderr
    finally:
        cleanup()


def _full_disk_run(args: list[str], where: Path, fsize: int | None) -> subprocess.CompletedProcess:
    import resource

    def limit() -> None:
        if fsize is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    e = {k: v for k, v in os.environ.items() if k not in ("SHINPAN_DB", "SHINPAN_DEBUG")}
    return subprocess.run(
        [sys.executable, "-m", "cli", *args, "--lang", "en"],
        cwd=ROOT, env=e, capture_output=True, text=True, preexec_fn=limit,
    )  # fmt: skip


@pytest.mark.parametrize("how", ["tmpfs", "rlimit"])
def test_a_full_disk_gives_a_clear_error_and_keeps_the_kb(core_kb, tmp_path, how):
    """tmpfs: a file system just larger than the KB (the rebuild's temporary file cannot fit:
    ENOSPC; skipped without mount privileges). rlimit: a file size limit (RLIMIT_FSIZE) below
    the KB's size, which needs no privilege (the write fails with EFBIG)."""
    where = tmp_path / "small"
    where.mkdir()
    size = core_kb.stat().st_size
    fsize = None
    if how == "tmpfs":
        why = _mount_tmpfs(where, f"size={size + 1024 * 1024}")
        if why:
            pytest.skip(why)
    else:
        fsize = size // 2
    try:
        db = where / "kb.sqlite"
        shutil.copyfile(core_kb, db)
        before = db.read_bytes()
        r = _full_disk_run(["kb", "build", "--db", str(db)], where, fsize)
        assert r.returncode == 2, r.stdout + r.stderr
        assert ("no space left" if how == "tmpfs" else "disk may be full") in r.stderr, r.stderr
        assert "Traceback" not in r.stderr
        assert db.read_bytes() == before
        assert not [p for p in where.iterdir() if ".tmp-" in p.name or "journal" in p.name]
        r = _full_disk_run(["rule", "ws", "1.2.1", "--db", str(db)], where, fsize)
        assert r.returncode == 0, r.stderr
    finally:
        if how == "tmpfs":
            _umount(where)


# --------------------------------------------------------------------- 4: errors as sentences


@pytest.mark.parametrize("command", [["rule", "ws"], ["search"], ["define", "ws"], ["ask"]])
def test_invalid_utf8_in_an_argument_is_a_sentence(command, tmp_path):
    """Issue 17: invalid UTF-8 in argv reached sqlite as lone surrogates (UnicodeEncodeError)."""
    e = {k: v for k, v in os.environ.items() if k not in ("SHINPAN_DB", "SHINPAN_DEBUG")}
    args = [sys.executable.encode(), b"-m", b"cli", *(c.encode() for c in command), b"\xff\xfe"]
    r = subprocess.run(args + [b"--db", str(tmp_path / "kb.sqlite").encode(), b"--lang", b"en"],
                       cwd=ROOT, env=e, capture_output=True)  # fmt: skip
    err = r.stderr.decode("utf-8", "replace")
    assert r.returncode == 2 and "not UTF-8 text" in err
    assert "Traceback" not in err and "UnicodeEncodeError" not in err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_kb_add_of_an_endless_file_is_refused_at_once(core_kb, tmp_path):
    db = fresh_copy(core_kb, tmp_path)
    r = runner.invoke(
        app, ["kb", "add", "--game", "ws", "--file", "/dev/zero", "--db", str(db), "--lang", "en"]
    )
    assert r.exit_code == 2 and "is a device, not a file" in r.output
