"""Monster Collection (mc), round 25 second pass (s21mc2), issue 12: a step's own duration of a
turn — 「このターン(の間 / 中)、」 / 「(この)ターン(の)終了時まで、」 — read in general form (each
duration-bearing step: a value change, a grant, a change, a loss), run on a board with the
neighbour that must not change (docs/cardtext.md "MC round 25, second pass (s21mc2)")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_TURN_LEADS = (
    "このターン、",
    "このターンの間、",
    "このターン中、",
    "そのターン中、",
    "ターン終了時まで、",
    "ターンの終了時まで、",
    "このターンの終了時まで、",
)


def _ab(text: str, card_type: str = "unit") -> object:
    (ab,) = _abilities("mc", text, card_type)
    return ab


def _run(text: str, phases: str) -> dict[str, object]:
    """A's 術士 (the text under test) and 兵 (attack 1, defence 3) on c2; A uses 術士's ability on
    兵 in the main phase, then ``phases`` run; 兵's values asked."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: main_phase, actions: [{do: use, card: 術士, target: 兵}]}\n"
        f"{phases}ask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return {
        "state": dict(r.outcome["state"]),
        "decided_by": set(r.decided_by),
        "effects": [(e.stat, e.value, e.until) for e in r.main.final.effects],
    }


_HEAD = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
_SUMMON = "  - {do: summon_phase, actions: []}\n"


@pytest.mark.parametrize("lead", _TURN_LEADS)
@pytest.mark.parametrize("step", ["対象に「攻撃力:+3」を付与する。", "対象を「攻撃力:+3」する。"])
def test_a_turn_long_value_change_outlasts_the_phase(lead: str, step: str) -> None:
    """「このターン、対象に「攻撃力:+3」を付与する」 used in the main phase: still +3 after the
    phase has ended (1.3.1: the text's duration over 4.6.9 / 10.14.6's phase)."""
    got = _run(_HEAD + lead + step, _SUMMON)
    assert got["state"]["兵.attack"] == 4


@pytest.mark.parametrize("step", ["対象に「攻撃力:+3」を付与する。", "対象を「攻撃力:+3」する。"])
def test_the_neighbour_without_a_duration_ends_with_the_phase(step: str) -> None:
    """The same step with no duration of its own: lost at the main phase's end (4.6.9, 7.3.6)."""
    got = _run(_HEAD + step, _SUMMON)
    assert got["state"]["兵.attack"] == 1


@pytest.mark.parametrize("lead", ["このターン、", "ターン終了時まで、"])
def test_a_turn_long_effect_ends_with_the_turn(lead: str) -> None:
    """Run to the turn's end (the summon phase, the end declaration phase): the +3 is lost as the
    turn ends, citing 7.6.5 and 1.3.1."""
    got = _run(
        _HEAD + lead + "対象に「攻撃力:+3」を付与する。",
        _SUMMON + "  - {do: end_phase}\n",
    )
    assert got["state"]["兵.attack"] == 1
    assert {"7.6.5", "1.3.1"} <= got["decided_by"]


@pytest.mark.parametrize("lead", ["このターン、", "ターン終了時まで、", "このターンの間、"])
def test_a_turn_long_grant_of_a_species(lead: str) -> None:
    """A grant (10.14.2) with the turn's duration: the species is still there after the phase."""
    got = _run(_HEAD + lead + "対象に「種族:ドラゴン」を付与する。", _SUMMON)
    assert [e for e in got["effects"] if "ドラゴン" in str(e[1])] == [("race", "ドラゴン", "turn")]
    plain = _run(_HEAD + "対象に「種族:ドラゴン」を付与する。", _SUMMON)
    assert not [e for e in plain["effects"] if "ドラゴン" in str(e[1])]


def test_the_duration_is_on_the_step_it_is_said_of() -> None:
    """Two steps, the duration said of the second only: the first is the phase's (the program
    marks the step, not the effect)."""
    ab = _ab(
        _HEAD.replace("\\n", "\n")
        + "対象に「防御力:+1」を付与する。このターン、対象に「攻撃力:+3」を付与する。"
    )
    assert ab.supported  # type: ignore[attr-defined]
    steps = ab.program.steps  # type: ignore[attr-defined]
    assert [getattr(x, "turn", None) for x in steps] == [False, True]


@pytest.mark.parametrize(
    "text",
    [
        # a step with no duration of its own (damage, a move): the words are refused by name
        "このターン、対象に【1】ダメージを与える。",
        "ターン終了時まで、対象を行動完了にする。",
    ],
)
def test_a_turn_duration_on_a_step_with_no_duration_is_refused(text: str) -> None:
    ab = _ab(_HEAD.replace("\\n", "\n") + text)
    assert not ab.supported  # type: ignore[attr-defined]
    assert "このターン" in str(ab.reason)  # type: ignore[attr-defined]


def test_a_turn_duration_on_a_continuous_ability_is_refused() -> None:
    """A ○ ability's effect is in force while the ability is (14.5.1): refused by name."""
    ab = _ab("○鼓舞\n〈対象:このユニット〉\nこのターン、対象に「攻撃力:+1」を付与する。")
    assert not ab.supported  # type: ignore[attr-defined]


@pytest.mark.parametrize(("lead", "attack"), [("このターン、", 2), ("", 1)])
def test_an_automatic_abilitys_turn_long_grant(lead: str, attack: int) -> None:
    """A ● ability (「〈発揮:メインフェイズ開始時/対象:このユニット〉このターン、対象に「攻撃力:+1」を
    付与する」): the +1 outlasts the main phase; without the words it is lost with it (14.7.3.4)."""
    text = (
        "●[自軍ターン]鼓舞\\n〈発揮:メインフェイズ開始時/対象:このユニット〉\\n"
        f"{lead}対象に「攻撃力:+1」を付与する。"
    )
    unit = f'{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: hand1}",
        a=mc_area("c2", "平原", 8, unit),
        rest="actions:\n  - {do: main_phase, actions: []}\n" + _SUMMON + "ask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["兵.attack"] == attack


# --- an optional put of chosen cards: 「…を手札に加えてもよい」 (4.1.10, 4.1.15) ----------------------


def _retrieve(text: str) -> str:
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    return mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    discard:\n"
        "      - {name: 骸骨, type: unit, level: 1, attack: 1, defense: 1}\n"
        "      - {name: 剣, type: item}\n",
        a=mc_area("c2", "平原", 8, unit),
        rest="actions:\n  - {do: use, card: 術士, target: A}\nask: [骸骨.zone, 剣.zone]\n",
    )


_OPTIONAL_PUTS = (
    ("対象は自軍捨て山のユニットカード1枚を手札に加えてもよい。", "A.hand"),
    ("対象は捨て山のユニットカード1枚を手札に戻してもよい。", "A.hand"),
    ("自軍捨て山のユニットカードを1枚手札に加えてもよい。", "A.hand"),
    ("捨て山のカードを1枚選び、手札に加えてもよい。", "A.hand"),
    ("捨て山のカードを1枚選び、山札の一番上に置いてもよい。", "A.deck"),
)


@pytest.mark.parametrize(("step", "zone"), _OPTIONAL_PUTS)
@pytest.mark.parametrize("put", [True, False])
def test_an_optional_put_is_the_players_decision(step: str, zone: str, put: bool) -> None:
    """「対象は自軍捨て山のユニットカード1枚を手札に加えてもよい」: the player chooses the unit card
    (骸骨; the item 剣 is not a unit card, 2.1.6) and decides whether it is put there — yes: it
    moves; no: nothing moves (4.1.15)."""
    scn = _retrieve(f"◎[メイン]招魂\\n〈対象:自軍プレイヤー〉\\n{step}")
    answer = "yes" if put else "no"
    # 「カードを1枚選び」: any card — 骸骨 named (the item would do as well)
    pick = "{player: A, at: choose, choose: 骸骨}, " if "選び" in step else ""
    r = resolve(loads(scn + f"choices: [{pick}{{player: A, at: may_put, choose: {answer}}}]\n"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {
        "骸骨.zone": zone if put else "A.discard",
        "剣.zone": "A.discard",
    }


def test_an_optional_put_unasked_branches() -> None:
    """The decision not given: both branches are run (the player's choice)."""
    r = resolve(
        loads(
            _retrieve(
                "◎[メイン]招魂\\n〈対象:自軍プレイヤー〉\\n捨て山のユニットカード1枚を手札に加えてもよい。"
            )
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.branched and r.outcome["choice"] == "may_put"
    zones = {b["choices"][0]: b["outcome"]["state"]["骸骨.zone"] for b in r.outcome["branches"]}
    assert zones == {"yes": "A.hand", "no": "A.discard"}


def test_the_neighbour_without_may_is_not_asked() -> None:
    """The plain 「…を手札に加える」: put with no decision (test_mc_cardtext_r25's)."""
    r = resolve(
        loads(
            _retrieve(
                "◎[メイン]招魂\\n〈対象:自軍プレイヤー〉\\n捨て山のユニットカード1枚を手札に加える。"
            )
        )
    )
    assert r.outcome["state"] == {"骸骨.zone": "A.hand", "剣.zone": "A.discard"}


@pytest.mark.parametrize(
    "text",
    [
        # a permissive step other than a put of chosen cards stays refused where the plain step
        # is (「対象に「攻撃力:+1」を付与してもよい」 runs since round 28: the player chooses,
        # 10.1.14 — tests/ruling/test_mc_cardtext_r28.py)
        "◎[メイン]招魂\n〈対象:敵軍プレイヤー〉\n対象は捨て山のカード1枚を手札に戻してもよい。",
    ],
)
def test_other_permissive_steps_stay_refused(text: str) -> None:
    assert not _ab(text).supported  # type: ignore[attr-defined]


# --- a race / attribute of the card taken from the discard pile (4.7.5; as a cost's (～)) ---------


def _pile_board(text: str) -> str:
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    return mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    discard:\n"
        # each card's race and attribute given (a value left out would be branched on, round 28)
        "      - {name: 骸骨, type: unit, level: 1, attack: 1, defense: 1, race: アンデッド,"
        " attribute: 闇}\n"
        "      - {name: 火人, type: unit, level: 1, attack: 1, defense: 3, race: エレメンタル,"
        " attribute: 火}\n"
        "      - {name: 騎士, type: unit, level: 1, attack: 1, defense: 1, race: ヒューマン,"
        " attribute: 光}\n",
        a=mc_area("c2", "平原", 8, unit),
        rest="actions:\n  - {do: use, card: 術士, target: A}\n"
        "ask: [骸骨.zone, 火人.zone, 騎士.zone]\n",
    )


@pytest.mark.parametrize(
    ("step", "taken"),
    [
        ("対象は自軍捨て山の「種族:アンデッド」のユニットカード1枚を手札に加える。", "骸骨"),
        ("対象は捨て山の「種族:アンデッド」のカード1枚を手札に戻す。", "骸骨"),
        ("自軍捨て山の「属性:火」のユニットカードを1枚手札に加える。", "火人"),
        (
            "対象は捨て山の「種族:ヒューマン or アンデッド」のユニットカード1枚を手札に加える。",
            None,
        ),
        ("対象は自軍捨て山の「種族:ドラゴン」のユニットカード1枚を手札に加える。", ""),
    ],
)
def test_a_discard_pile_card_of_a_race_or_attribute(step: str, taken: str | None) -> None:
    """「…捨て山の「種族:アンデッド」のユニットカード1枚を手札に加える」: only a card of that race
    (or attribute) may be chosen — the one such card goes to the hand, the others stay; 「X or Y」
    either (4.7.5: the player's choice, both branches); none there: nothing moves."""
    r = resolve(loads(_pile_board(f"◎[メイン]招魂\\n〈対象:自軍プレイヤー〉\\n{step}")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    if taken is None:
        assert r.outcome["choice"] == "choose"
        picked = sorted(
            k.split(".")[0]
            for b in r.outcome["branches"]
            for k, v in b["outcome"]["state"].items()
            if v == "A.hand"
        )
        assert picked == sorted(["骸骨", "騎士"])
        return
    state = r.outcome["state"]
    for name in ("骸骨", "火人", "騎士"):
        assert state[f"{name}.zone"] == ("A.hand" if name == taken else "A.discard")


def test_an_optional_retrieval_of_a_race() -> None:
    """The dev form 「対象は自軍捨て山の「種族:アンデッド」のユニットカード1枚を手札に加えてもよい」: the
    race's card chosen, its put the player's (yes here)."""
    text = "対象は自軍捨て山の「種族:アンデッド」のユニットカード1枚を手札に加えてもよい。"
    scn = _pile_board(f"◎[メイン]招魂\\n〈対象:自軍プレイヤー〉\\n{text}")
    r = resolve(loads(scn + "choices: [{player: A, at: may_put, choose: yes}]\n"))
    assert r.outcome["state"]["骸骨.zone"] == "A.hand"
    assert r.outcome["state"]["騎士.zone"] == "A.discard"
