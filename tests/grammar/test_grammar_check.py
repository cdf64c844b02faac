from __future__ import annotations

import json
from pathlib import Path

from grammar.check import run

GOOD = "【自】 このカードがアタックした時、あなたは1枚引く。"
BAD = "【自】 このカードがアタックした時、『あなたは1枚引く。"


def test_ok_and_exit_zero() -> None:
    out, code = run("ws", text=GOOD)
    assert code == 0 and out == "<text>: OK"


def test_diagnostic_japanese_default_and_english() -> None:
    out, code = run("ws", text=BAD)
    assert code == 1
    first, src, caret, hint = out.splitlines()
    assert first.startswith("<text>:1:19: エラー: ")
    assert src.strip() == BAD and caret.strip() == "^"
    assert "『 が閉じられていません" in hint
    out, _ = run("ws", text=BAD, lang="en")
    assert out.splitlines()[0].startswith("<text>:1:19: error: expected")
    assert "never closed" in out


def test_file_formats_and_record_numbers(tmp_path: Path) -> None:
    plain = tmp_path / "cards.txt"
    plain.write_text(f"{GOOD}\n\n{BAD}\n", encoding="utf-8")
    out, code = run("ws", file=str(plain))
    assert code == 1
    assert f"{plain}:1: OK" in out and f"{plain}:2:1:19: エラー" in out
    jl = tmp_path / "cards.jsonl"
    jl.write_text(json.dumps({"text": GOOD}, ensure_ascii=False) + "\n", encoding="utf-8")
    assert run("ws", file=str(jl))[1] == 0
    cs = tmp_path / "cards.csv"
    cs.write_text(f"id,body\n1,{GOOD}\n", encoding="utf-8")
    assert run("ws", file=str(cs), column="body")[1] == 0
    assert run("ws", file=str(cs))[1] == 2


def test_usage_errors_exit_two() -> None:
    assert run("xx", text=GOOD)[1] == 2
    assert run("ws")[1] == 2
    assert run("ws", file="/nonexistent/cards.txt")[1] == 2
    assert run("ws", text=GOOD, lang="fr")[1] == 2


def test_json_ast_and_stats() -> None:
    out, code = run("ws", text=GOOD, as_json=True, ast=True, stats=True)
    data = json.loads(out)
    assert code == 0 and data["cards"][0]["ok"] is True
    assert data["cards"][0]["ast"]["node"] == "Card"
    assert data["stats"]["cards"] == 1 and data["stats"]["fully_typed_pct"] == 100.0


def test_empty_and_garbage_input_do_not_traceback() -> None:
    out, code = run("ws", text="")
    assert code == 1 and "空" in out
    out, code = run("vg", stdin=bytes(range(256)) * 50)
    assert code in (1, 2)
