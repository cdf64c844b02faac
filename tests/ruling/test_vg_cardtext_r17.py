"""VG card-text constructions of round 17 (s13vg; issue 12: constructions found refused across
cards_r16, cards_r15, cards_r14 and the real dev list, each made to work wherever the grammar
produces it), each on a minimal text of its own and a board (docs/cardtext.md, "VG round 17")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run


def _compiled(text: str, kind: str = "ノーマルユニット") -> list:
    from ruling import abilities as A
    from ruling.rules import get_game

    get_game("vg")  # registers the Vanguard compiler
    return list(A._abilities("vg", text, kind))


def _form(text: str) -> str:
    """The form the grammar gives the condition's clause of ``text`` (its one sentence)."""
    from grammar.parse import parse_card

    (ab,) = parse_card(text, "vg").card.abilities
    cond = ab.condition or ab.effect.sentences[-1].steps[0].condition
    return cond.clause.form.value


# ------------------------------------------------------------------ 「…していた / していなかったなら」

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1}]}"
RETIRE_THEN_ASK = (
    "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1}, "
    "{do: activate, card: 剣士, ability: 2}]}"
)
RETIRE = "【起】【(R)】：相手のリアガードを１枚選び、退却させる。\\n"


@pytest.mark.parametrize(
    ("said", "form"),
    [
        ("退却していた", "progressive_past"),
        ("退却していなかった", "progressive_neg_past"),
        ("アタックしていた", "progressive_past"),
        ("登場していなかった", "progressive_neg_past"),
    ],
)
def test_the_grammar_types_the_past_perfect_as_one_form(said: str, form: str) -> None:
    """「…していた」 / 「…していなかった」 is one verb form (before: the te-form and a bare 「いた」,
    which each compiler read apart)."""
    assert (
        _form(
            f"【永】【(R)】：このターンに相手のリアガードが{said}なら、このユニットのパワー＋5000。"
        )
        == form
    )


@pytest.mark.parametrize(
    ("wording", "retired", "draws"),
    [
        ("このターンに相手のリアガードが退却していた", True, True),
        ("このターンに相手のリアガードが退却していた", False, False),
        ("このターンに相手のリアガードが退却していなかった", True, False),
        ("このターンに相手のリアガードが退却していなかった", False, True),
        # the present perfect says the same
        ("このターンに相手のリアガードが退却している", True, True),
        ("このターンに相手のリアガードが退却していない", False, True),
    ],
)
def test_what_had_happened_this_turn(wording: str, retired: bool, draws: bool) -> None:
    """「このターンに相手のリアガードが退却していたなら、１枚引く」: what had happened this turn by
    the time the condition is read, as 「…しているなら」 (the turn's record, as a trigger reads
    the event); the negative 「…していなかったなら」 its opposite."""
    text = RETIRE + f"【起】【(R)】：{wording}なら、１枚引く。"
    acts = (
        RETIRE_THEN_ASK
        if retired
        else ("  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 2}]}")
    )
    r = run(text, actions=acts)
    assert not unsupported(r)
    assert zone(r, "B", "drop") == (["槍兵"] if retired else [])
    assert zone(r, "A", "hand") == (["山1"] if draws else [])


def test_how_many_times_it_had_happened_in_a_continuous_ability() -> None:
    """【永】「あなたのターン中、このターンにあなたのヴァンガードが１回以上アタックしていたなら、
    このユニットのパワー＋5000」: after the vanguard's attack 剣士 has 15000 and hits 騎士's
    13000 (two damage in all); attacking alone it has 10000 and does not (none)."""
    text = (
        "【永】【(R)】：あなたのターン中、このターンにあなたのヴァンガードが１回以上アタックしていたなら、"
        "このユニットのパワー＋5000。"
    )
    alone = run(text, actions=ATTACK)
    assert not unsupported(alone) and zone(alone, "B", "damage") == []
    both = "  - {do: attack, attacker: vanguard, target: vanguard}\n" + ATTACK
    after = run(text, actions=both)
    assert not unsupported(after) and len(zone(after, "B", "damage")) == 2


def test_in_that_battle_it_had_happened() -> None:
    """「このユニットがアタックしたバトル終了時、そのバトルでアタックがヒットしていたなら、１枚
    引く」: 「そのバトル」 is the battle the trigger spoke of, read as 「このバトルで」 (since it
    began) — a hit: a draw; a miss: none."""
    text = (
        "【自】【(R)】：このユニットがアタックしたバトル終了時、そのバトルでアタックがヒットしていたなら、"
        "１枚引く。"
    )
    hit = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 5000}")
    assert not unsupported(hit) and zone(hit, "A", "hand") == ["山1"]
    miss = run(text, actions=ATTACK)
    assert not unsupported(miss) and zone(miss, "A", "hand") == []


def test_instead_when_it_had_happened() -> None:
    """「このユニットがアタックした時、１枚引く。このターンにあなたのヴァンガードがアタックしていた
    なら、かわりに２枚引く」: the condition of 「かわりに」 (11.3.1.3.4) in the past perfect — the
    vanguard attacked first: two; 剣士 attacking alone: one."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、１枚引く。"
        "このターンにあなたのヴァンガードがアタックしていたなら、かわりに２枚引く。"
    )
    strong = "{name: 騎士, grade: 3, power: 30000}"
    alone = run(text, actions=ATTACK, opponent=strong)
    assert not unsupported(alone) and zone(alone, "A", "hand") == ["山1"]
    both = "  - {do: attack, attacker: vanguard, target: vanguard}\n" + ATTACK
    after = run(text, actions=both, opponent=strong)
    assert not unsupported(after) and len(zone(after, "A", "hand")) == 2 + 1  # and a drive check


@pytest.mark.parametrize(
    "text",
    [
        # a state at an earlier moment: the board now does not show it
        "【永】【(R)】：このユニットが【レスト】していたなら、このユニットのパワー＋5000。",
        # no time given: which ride is not said (no rule defines a unit's persona-ridden state)
        "【自】：このユニットが(R)に登場した時、あなたのヴァンガードがペルソナライドしていたなら、１枚引く。",
    ],
)
def test_a_past_perfect_without_its_time_stays_refused(text: str) -> None:
    (ab,) = _compiled(text)
    assert not ab.supported and ab.reason


# ------------------------------------------------------------------ 「このユニットのアタックしたバトル終了時」


@pytest.mark.parametrize("particle", ["の", "が"])
def test_a_subject_marked_by_no_in_a_battle_end_trigger_10_8_1_1(particle: str) -> None:
    """「このユニットのアタックしたバトル終了時、１枚引く」: の marks the subject of the relative
    clause as が does (「このユニットがアタックしたバトル終了時」) — 剣士's own attack: a draw at
    the close step (10.8.1.1); the vanguard's attack alone: none."""
    text = f"【自】【(R)】：このユニット{particle}アタックしたバトル終了時、１枚引く。"
    own = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 30000}")
    assert not unsupported(own) and zone(own, "A", "hand") == ["山1"]
    other = run(
        text,
        actions="  - {do: attack, attacker: vanguard, target: vanguard}",
        opponent="{name: 騎士, grade: 3, power: 30000}",
    )
    assert not unsupported(other) and len(zone(other, "A", "hand")) == 1  # the drive check only


def test_a_subject_marked_by_no_of_another_unit() -> None:
    """「あなたのリアガードのアタックしたバトル終了時」 on the vanguard: a rear-guard's attack — a
    draw; the vanguard's own — none beyond its drive check."""
    text = "【自】【(V)】：あなたのリアガードのアタックしたバトル終了時、１枚引く。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    strong = "{name: 騎士, grade: 3, power: 30000}"
    rg = run("", actions=ATTACK, vanguard=vg, opponent=strong)
    assert not unsupported(rg) and zone(rg, "A", "hand") == ["山1"]
    own = run(
        "",
        actions="  - {do: attack, attacker: vanguard, target: vanguard}",
        vanguard=vg,
        opponent=strong,
    )
    assert not unsupported(own) and len(zone(own, "A", "hand")) == 1
