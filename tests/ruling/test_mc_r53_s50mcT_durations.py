"""Monster Collection (mc), round 53 (s50mcT), issue 12: a duration said as a sentence of its own,
「この効果は<X>まで継続する」 — 継続 the word of 10.7.1's 「継続効果」 (an effect valid for a period),
the same statement as 「…持続する」 (4.6.9, 10.14.6) — and two more limits X:

- 「ゲーム終了時まで」: the rest of the game (10.7.1: 「このゲーム中」), over 4.6.9 / 10.14.6's
  battle or phase: no end of a phase or turn takes the effect away;
- 「自軍ターン終了時まで」: on an ability used only in its side's own turn ([メイン], 10.9.9 with
  7.3.1 / 7.3.3; [自軍ターン], 10.9.10) the end of the turn it is used in (as 「ターン終了時まで」,
  1.3.1, ended at 7.6.5); on any other ability refused (which turn of its side is not read).
"""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")

_HEAD = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
_SUMMON = "  - {do: summon_phase, actions: []}\n"
_TURN_END = _SUMMON + "  - {do: end_phase}\n"


def _ab(text: str) -> object:
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), "unit")
    return ab


def _run(text: str, phases: str) -> dict[str, object]:
    """A's 術士 (the text) uses its ability on 兵 (attack 1) in the main phase, the main phase is
    run to its end, then ``phases``; 兵's attack asked."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: main_phase, actions: [{do: use, card: 術士, target: 兵}]}\n"
        + f"{phases}ask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return {"state": dict(r.outcome["state"]), "decided_by": set(r.decided_by)}


def test_keizoku_is_the_same_statement_as_jizoku() -> None:
    for limit in ("ターン終了時", "ゲーム終了時"):
        a = _ab(_HEAD + f"対象を「攻撃力:+3」する。この効果は{limit}まで継続する。")
        b = _ab(_HEAD + f"対象を「攻撃力:+3」する。この効果は{limit}まで持続する。")
        assert a.supported and b.supported, (a.reason, b.reason)  # type: ignore[attr-defined]
        assert a.program == b.program  # type: ignore[attr-defined]


def test_a_battle_long_change_on_a_battle_ability() -> None:
    """×[普通]: 「…に変更する。この効果は戦闘終了時まで継続する。」 is 10.16.3's own duration in a
    battle — the program of the step with no sentence."""
    head = "×[普通]喝\\n〈対象:敵軍ユニット1体〉\\n対象の種族を「種族:ヒューマン」に変更する。"
    a, b = _ab(head + "この効果は戦闘終了時まで継続する。"), _ab(head)
    assert a.supported and b.supported  # type: ignore[attr-defined]
    assert a.program == b.program  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("sentence", "after_phase", "after_turn"),
    [
        ("この効果はゲーム終了時まで継続する。", 4, 4),  # 10.7.1: the whole game
        ("この効果は自軍ターン終了時まで継続する。", 4, 1),  # the turn's end (7.6.5)
        ("この効果はターン終了時まで継続する。", 4, 1),  # the neighbour it equals
        ("", 1, 1),  # no sentence: the main phase's end (4.6.9)
    ],
)
def test_how_long_the_plus_three_lasts(sentence: str, after_phase: int, after_turn: int) -> None:
    text = _HEAD + "対象を「攻撃力:+3」する。" + sentence
    assert _run(text, _SUMMON)["state"]["兵.attack"] == after_phase
    assert _run(text, _TURN_END)["state"]["兵.attack"] == after_turn


def test_own_turn_end_is_the_turn_end_on_a_main_ability() -> None:
    a = _ab(_HEAD + "対象を「攻撃力:+3」する。この効果は自軍ターン終了時まで継続する。")
    b = _ab(_HEAD + "対象を「攻撃力:+3」する。この効果はターン終了時まで継続する。")
    assert a.program == b.program  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        # usable in the opponent's turn: which turn of its side is not read
        "□[普通]x\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+1」する。"
        "この効果は自軍ターン終了時まで継続する。",
        # a ○ ability's effect is in force while it is (14.5.1): no duration of its own
        "○x\\n〈対象:このユニット〉\\n対象を「攻撃力:+1」する。この効果はゲーム終了時まで継続する。",
    ],
)
def test_other_places_stay_refused(text: str) -> None:
    ab = _ab(text)
    assert not ab.supported and ab.reason  # type: ignore[attr-defined]
