"""Files a person names (issue 17): every path-taking command says what is wrong with a
directory, a device, a pipe, a missing, unreadable or non-UTF-8 file (exit 2, no hang, no
traceback); every command that writes a file writes a temporary file and renames it, refuses a
file it did not write, and leaves the original intact on an error, an interrupt or a kill."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli import app
from kb import files
from kb.files import FileProblem, decode_input, read_input, write_output

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()
HAS_DEV = Path("/dev/zero").exists() and hasattr(os, "mkfifo")


@pytest.fixture
def paths(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Bad inputs and a word their English message must hold."""
    d = tmp_path / "adir"
    d.mkdir()
    bad = tmp_path / "bad.txt"
    bad.write_bytes("1.1 ルール\n".encode() + b"\x81\xfe\n")
    out = {
        "dir": (d, "is a directory"),
        "missing": (tmp_path / "missing.txt", "does not exist"),
        "utf8": (bad, "not UTF-8 text (line 2, byte"),
    }
    if HAS_DEV:
        fifo = tmp_path / "fifo"
        os.mkfifo(fifo)
        out["fifo"] = (fifo, "is a pipe")
        out["device"] = (Path("/dev/zero"), "is a device")
    return out


# --------------------------------------------------------------------------- reading


def test_read_input_names_what_the_path_is(paths):
    for name, (p, words) in paths.items():
        with pytest.raises(FileProblem) as e:
            decode_input(p, read_input(p, 1000))
        assert words in str(e.value), name
        assert e.value.ja and "Error" not in e.value.ja


def test_read_input_caps_the_size_and_says_permission(tmp_path, monkeypatch):
    f = tmp_path / "big.txt"
    f.write_bytes(b"a" * 2049)
    with pytest.raises(FileProblem, match="larger than 2 kB: not a scenario"):
        read_input(f, 2048, "a scenario", "シナリオ")
    assert read_input(f, 4096) == b"a" * 2049

    def denied(*a, **k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "open", denied)  # (root reads a mode-000 file)
    with pytest.raises(FileProblem) as e:
        read_input(f, 4096)
    assert "permission denied" in str(e.value) and "権限" in (e.value.ja or "")


def test_decode_input_names_line_and_byte():
    with pytest.raises(FileProblem, match=r"line 3, byte 5"):
        decode_input("x", b"a\nb\nc\xffd")
    assert decode_input("x", "\ufeffカード".encode()) == "カード"


READERS = {
    "ruling": lambda p: ["ruling", str(p)],
    "ask": lambda p: ["ask", "--scenario", str(p)],
    "check-card": lambda p: ["check-card", "--game", "ws", "--file", str(p)],
    "cards import": lambda p: ["cards", "import", str(p), "--game", "ws"],
    "kb add": lambda p: ["kb", "add", "--game", "ws", "--file", str(p)],
}


@pytest.mark.parametrize("command", sorted(READERS))
def test_every_path_taking_command_names_what_the_path_is(command, paths, kb_path, tmp_path):
    """/dev/zero was "Is a directory" (check-card) or "larger than 1024 kB" (ruling); a pipe
    blocked ruling and cards import for ever."""
    db = tmp_path / "kb.sqlite"
    db.write_bytes(kb_path.read_bytes())
    for name, (p, words) in paths.items():
        args = [*READERS[command](p), "--db", str(db), "--lang", "en"]
        if command in ("ruling", "ask", "check-card"):
            args = args[:-4] + args[-2:]  # (these read no KB file)
        t0 = time.monotonic()
        r = runner.invoke(app, args)
        assert r.exit_code == 2, (command, name, r.output)
        assert words in r.output, (command, name, r.output)
        assert "Traceback" not in r.output and time.monotonic() - t0 < 30
        ja = runner.invoke(app, args[:-2])  # Japanese by default
        assert ja.exit_code == 2 and "shinpan: エラー:" in ja.output, (command, name)


# --------------------------------------------------------------------------- writing


def test_write_output_replaces_only_its_own_files(tmp_path):
    f = tmp_path / "out.txt"
    write_output(f, "mine v1\n", "mine")
    write_output(f, "mine v2\n", "mine")
    assert f.read_text() == "mine v2\n"
    other = tmp_path / "other.txt"
    other.write_text("someone's notes\n")
    with pytest.raises(FileProblem, match="was not written by this command"):
        write_output(other, "mine\n", "mine")
    assert other.read_text() == "someone's notes\n"
    empty = tmp_path / "empty.txt"
    empty.touch()
    write_output(empty, "mine\n", "mine")
    assert empty.read_text() == "mine\n"
    with pytest.raises(FileProblem, match="was not written"):
        write_output(f, "again\n", None)  # (None: never replace)
    link = tmp_path / "link.txt"
    link.symlink_to(f)
    with pytest.raises(FileProblem, match="symbolic link"):
        write_output(link, "mine v3\n", "mine")
    with pytest.raises(FileProblem, match="is a directory"):
        write_output(tmp_path, "mine\n", "mine")
    assert f.read_text() == "mine v2\n" and link.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "empty.txt", "link.txt", "other.txt", "out.txt"
    ]  # fmt: skip


@pytest.mark.skipif(not HAS_DEV, reason="no FIFOs or /dev/null here")
def test_write_output_never_replaces_a_device_or_a_pipe(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(FileProblem, match="is a pipe"):
        write_output(fifo, "mine\n", "mine")
    assert fifo.is_fifo()
    with pytest.raises(FileProblem, match="is a device"):
        write_output(Path("/dev/null"), "mine\n", "mine")
    assert Path("/dev/null").is_char_device()


@pytest.mark.parametrize("fault", [OSError(28, "No space left on device"), KeyboardInterrupt()])
def test_a_write_that_fails_leaves_the_original_and_no_temporary_file(tmp_path, monkeypatch, fault):
    f = tmp_path / "out.txt"
    write_output(f, "mine v1\n", "mine")

    def fail(fd):
        raise fault

    monkeypatch.setattr(files.os, "fsync", fail)
    with pytest.raises(FileProblem if isinstance(fault, OSError) else KeyboardInterrupt):
        write_output(f, "mine v2\n", "mine")
    assert f.read_text() == "mine v1\n" and [p.name for p in tmp_path.iterdir()] == ["out.txt"]


KILLED = """
import os, sys, time
from pathlib import Path
from kb import files
def slow(a, b):
    print("ready", flush=True)
    time.sleep(60)
files.os.replace = slow
files.write_output(Path(sys.argv[1]), "mine v2\\n" * 1000, "mine")
"""


def test_a_killed_write_leaves_the_original_and_the_next_write_cleans_up(tmp_path):
    f = tmp_path / "out.txt"
    write_output(f, "mine v1\n", "mine")
    p = subprocess.Popen([sys.executable, "-c", KILLED, str(f)], cwd=ROOT, stdout=subprocess.PIPE)
    assert p.stdout is not None and p.stdout.readline() == b"ready\n"
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    assert f.read_text() == "mine v1\n"
    assert [x.name for x in tmp_path.iterdir() if x.name != "out.txt"] == [f".out.txt.tmp-{p.pid}"]
    write_output(f, "mine v3\n", "mine")
    assert f.read_text() == "mine v3\n" and [x.name for x in tmp_path.iterdir()] == ["out.txt"]


WRITERS = {
    "graph export": lambda p: ["graph", "export", "--game", "co", "--format", "dot", "-o", str(p)],
    "coverage --write": lambda p: ["coverage", "co", "--write", str(p)],
}


@pytest.mark.parametrize("command", sorted(WRITERS))
def test_commands_that_write_refuse_a_foreign_file_and_replace_their_own(
    command, kb_path, tmp_path
):
    out = tmp_path / "out"
    out.write_text("someone's notes\n")
    args = WRITERS[command](out)
    if command != "coverage --write":
        args += ["--db", str(kb_path)]
    r = runner.invoke(app, [*args, "--lang", "en"])
    assert r.exit_code == 2 and "was not written by this command" in r.output, r.output
    assert out.read_text() == "someone's notes\n"
    out.unlink()
    assert runner.invoke(app, args).exit_code in (0, 1)
    first = out.read_text()
    assert runner.invoke(app, args).exit_code in (0, 1)  # its own file: replaced
    assert out.read_text() == first and [p.name for p in tmp_path.iterdir()] == ["out"]
