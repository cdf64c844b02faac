from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cli import app

RUN = CliRunner()


def test_check_card_exit_codes_and_outputs() -> None:
    ok = RUN.invoke(
        app, ["check-card", "--game", "ws", "【自】 このカードがアタックした時、あなたは1枚引く。"]
    )
    assert ok.exit_code == 0 and ok.output.strip() == "<text>: OK"
    bad = RUN.invoke(app, ["check-card", "--game", "ws", "--lang", "en"], input="【自】 あ『\n")
    assert bad.exit_code == 1 and "<stdin>:1:1:6: error: expected" in bad.output
    usage = RUN.invoke(app, ["check-card", "--game", "zz", "x"])
    assert usage.exit_code == 2 and "Traceback" not in usage.output
    js = RUN.invoke(
        app, ["check-card", "--game", "vg", "--json", "--ast"], input="【永】:1枚引く。"
    )
    assert js.exit_code == 0 and json.loads(js.output)["cards"][0]["ast"]["node"] == "Card"


def test_check_card_random_bytes_no_traceback() -> None:
    res = RUN.invoke(app, ["check-card", "--game", "ws"], input=bytes(range(256)) * 4000)
    assert res.exit_code in (1, 2) and "Traceback" not in res.output


def test_check_card_names_what_a_file_argument_is(tmp_path) -> None:
    """Issue 17: a device was reported as "Is a directory"."""
    r = RUN.invoke(app, ["check-card", "--game", "ws", "--file", str(tmp_path), "--lang", "en"])
    assert r.exit_code == 2 and "is a directory" in r.output
    if Path("/dev/zero").exists():
        r = RUN.invoke(app, ["check-card", "--game", "ws", "--file", "/dev/zero"])
        assert r.exit_code == 2 and "デバイスで、ファイルではありません" in r.output
        assert "ディレクトリ" not in r.output
