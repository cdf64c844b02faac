"""bench/compose.py, the substitution probe (issue 12): the slots it finds in a minimal ability,
the variants it makes of them (only values the game attests, width kept), and how it counts a
variant the engine refuses. Not figures: those are the probe's report."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from ruling.abilities import _abilities

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def C() -> Any:
    spec = importlib.util.spec_from_file_location("bench_compose", ROOT / "bench/compose.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # its dataclasses look their module up
    spec.loader.exec_module(mod)
    mod.game_vocab("ws")
    return mod


MILL = "【自】 このカードがプレイされて舞台に置かれた時、あなたは自分の山札を上から１枚選び、控え室に置く。"
PUMP = "【起】［(1)］ そのターン中、このカードのパワーを＋1000。"
TRAIT = "【永】 あなたの《音楽》のキャラが２枚以上なら、このカードのパワーを＋1500。"
SALVAGE = (
    "【自】 このカードがアタックした時、あなたは自分の控え室のキャラを１枚まで選び、手札に戻す。"
)


def _slots(C: Any, text: str) -> list[tuple[str, str]]:
    ab = _abilities("ws", text, None)[0]
    assert ab.supported, ab.reason
    return [(s.cls, text[s.start : s.end]) for s in C.find_slots("ws", text, C.ast_ids(ab.ast))]


def test_slots_of_a_minimal_ability(C: Any) -> None:
    assert _slots(C, MILL) == [
        ("zone", "舞台"),
        ("player", "あなた"),
        ("zone", "山札"),
        ("number", "１"),
        ("quantity", "枚"),
        ("zone", "控え室"),
    ]
    assert ("duration", "そのターン中") in _slots(C, PUMP)
    assert ("power", "1000") in _slots(C, PUMP)
    # a trait in 《》 the AST holds, a count, a signed power value
    assert _slots(C, TRAIT) == [
        ("player", "あなた"),
        ("trait", "音楽"),
        ("number", "２"),
        ("power", "1500"),
    ]


def test_variants_keep_width_and_use_attested_values(C: Any) -> None:
    att = C.Attested()
    att.add("power", "1000")
    att.add("power", "2000")
    ab = _abilities("ws", MILL, None)[0]
    here = C.ast_places(ab.ast)
    out = C.variants("ws", MILL, C.ast_ids(ab.ast), att, [], 3, 0, here)
    texts = {alt for _s, alt, _t in out}
    assert "２" in texts and "2" not in texts  # a full-width count stays full width
    # the opponent is offered only where the game has it in the same place
    assert "相手" not in texts
    att.places[("player", "opponent")] |= here[("player", "you")]
    out = C.variants("ws", MILL, C.ast_ids(ab.ast), att, [], 3, 0, here)
    assert "相手" in {alt for _s, alt, _t in out}
    # no zone attested in the place of these: none offered (「手札から引く」 is not made)
    assert not [s for s, _a, _t in out if s.cls == "zone"]
    ab = _abilities("ws", PUMP, None)[0]
    out = C.variants("ws", PUMP, C.ast_ids(ab.ast), att, [], 3, 0, C.ast_places(ab.ast))
    assert [alt for s, alt, _t in out if s.cls == "power"] == ["2000"]


def test_probe_counts_variants_and_groups_refusals(C: Any) -> None:
    recs = [
        {"text": t, "name": n} for n, t in zip("ABCD", (MILL, PUMP, SALVAGE, TRAIT), strict=True)
    ]
    rep = C.probe("ws", recs)
    d = rep.as_dict()
    assert d["in_sample"] == {"abilities": 4, "abilities_executable": 4, "share": 1.0}
    assert d["probed_abilities"] == 4
    assert d["variants"] == sum(s["variants"] for s in d["by_slot"].values())
    assert d["variants_executable"] == sum(s["executable"] for s in d["by_slot"].values())
    refused = d["variants"] - d["variants_executable"]
    assert refused == sum(n for s in d["by_slot"].values() for _w, n in s["top_refusals"])
    # a refusal's reason is kept with the pair of words that made it
    for s in d["by_slot"].values():
        assert sum(n for _p, n in s["top_pairs"]) == sum(n for _w, n in s["top_refusals"])


def test_probe_is_deterministic(C: Any) -> None:
    recs = [
        {"text": t, "name": n} for n, t in zip("ABCD", (MILL, PUMP, SALVAGE, TRAIT), strict=True)
    ]
    a, b = (C.probe("ws", recs, seed=3).as_dict() for _ in range(2))
    a.pop("seconds")
    b.pop("seconds")
    assert a == b


def test_never_reads_the_validation_set(C: Any) -> None:
    for g in C.GAMES:
        files = [str(f) for f in C.dev_files(g)]
        assert not any(v in f for v in C.VALIDATION_SETS for f in files)
        # the newest blind card-text set awaits its single scoring: never development
        newest = max(
            (p.name for p in (ROOT / "tests" / "blind").glob("cards_r*")),
            key=lambda n: int(n.removeprefix("cards_r")),
        )
        assert not any(f"/{newest}/" in f for f in files)


def test_unknown_game_is_a_clear_error(C: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert C.main(["xx"]) == 2
    assert "不明なゲームです" in capsys.readouterr().err


def test_a_number_taken_up_again_is_replaced_together(C: Any) -> None:
    """「…を1枚選び、…なら、1枚ではなく2枚まで選ぶ」: the first 1 is the one 「ではなく」 replaces —
    changed together, else the variant only breaks the reference (no per-shape finding); and
    「1枚もいない」 (none at all) is no count."""
    text = "あなたは相手のキャラを１枚選び、控え室に置く。あなたの手札が２枚以上なら、１枚ではなく２枚まで選ぶ。"
    slots = C.find_slots("ws", text, {})
    ones = [s for s in slots if s.cls == "number" and s.value == "1"]
    assert len(ones) == 2
    assert C.together(slots, ones[0], text) == ones
    twos = [s for s in slots if s.cls == "number" and s.value == "2"]
    assert C.together(slots, twos[0], text) == [twos[0]]
    grade = "相手のレベル１以下のキャラを１枚選び、控え室に置く。…なら、レベル１以下ではなくレベル２以下にする。"
    slots = C.find_slots("ws", grade, {})
    levels = [s for s in slots if s.cls == "grade" and s.value == "1"]
    assert len(levels) == 2 and C.together(slots, levels[0], grade) == levels
    none = "あなたの舞台にキャラが１枚もいないなら、１枚引く。"
    assert [s.value for s in C.find_slots("ws", none, {}) if s.cls == "number"] == ["1"]
