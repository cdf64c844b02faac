"""Vanguard (vg): card-text constructions added in round 13 (session 9) for ability texts written
in the printed style of the D-era cards (``tests/fixtures/card_examples/vg_r13_own_texts.txt``,
not copied from any card list) — each construction once, in general form, with a minimal text and
what it does on a board, with the clauses it is decided by."""

from __future__ import annotations

from pathlib import Path

from ruling.abilities import abilities_of
from ruling.rules import get_game
from ruling.rules_examples import runs_on_board
from ruling.state import Card
from tests.ruling.boards import unsupported
from tests.ruling.test_vg_constructions import run, value

OWN_TEXTS = Path(__file__).parents[1] / "fixtures" / "card_examples" / "vg_r13_own_texts.txt"


def test_a_fighters_damage_counted_in_cards_is_its_damage_zone() -> None:
    """4.11: 「あなたのダメージが３枚以上なら」 counts the cards of the fighter's damage zone, as
    「あなたのダメージゾーンが３枚以上なら」 does (before, refused: `the word damage`); with two
    cards there the condition is unmet and the power stays."""
    text = "【永】【(R)】：あなたのダメージが３枚以上なら、このユニットのパワー＋5000。"
    three = "[{name: 傷1, type: normal}, {name: 傷2, type: normal}, {name: 傷3, type: normal}]"
    r = run(text, damage=three)
    assert not unsupported(r) and value(r, "power") == 15000
    two = run(text, damage="[{name: 傷1, type: normal}, {name: 傷2, type: normal}]")
    assert not unsupported(two) and value(two, "power") == 10000
    theirs = run(text.replace("あなたの", "相手の"), damage=three)
    assert value(theirs, "power") == 10000  # the opponent's damage zone is empty


def test_own_texts_census() -> None:
    """The census of texts written in the D-era printed style: each compiles and is held on a
    board without an `unsupported` warning, except the ones still refused (measured: 159 of 182
    at main e4e7766, 165 after this round's constructions)."""
    get_game("vg")
    texts = [t for t in OWN_TEXTS.read_text(encoding="utf-8").splitlines() if t.strip()]
    ran = 0
    for t in texts:
        abs_ = abilities_of("vg", Card("x", "A", name="example", text=t))
        if abs_ and all(a.supported for a in abs_) and runs_on_board("vg", t)[0]:
            ran += 1
    assert len(texts) == 182
    assert ran >= 171, ran


def test_an_attack_prohibited_on_a_unit_of_one_kind() -> None:
    """1.3.3, 10.4.1.6: 「このユニットはヴァンガードにアタックできない」 — the opponent's vanguard is
    no choice for this unit's attack (the attack is not declared), its rear-guard is; and the other
    way round with 「リアガードにアタックできない」 (before, refused: `a step in form cannot`)."""
    no_v = "【永】【(R)】：このユニットはヴァンガードにアタックできない。"
    at_v = "  - {do: attack, attacker: left_front, target: vanguard}"
    at_r = "  - {do: attack, attacker: left_front, target: right_front}"
    r = run(no_v, actions=at_v)
    assert not unsupported(r) and r.main.rejected
    (step,) = [r.main.trace.steps[i] for i in r.main.rejected]
    assert "10.4.1.6" in step.clauses and "ヴァンガードにアタックできない" in step.ja
    ok = run(no_v, actions=at_r)
    assert not unsupported(ok) and not ok.main.rejected
    no_r = no_v.replace("ヴァンガードに", "リアガードに")
    assert run(no_r, actions=at_r).main.rejected
    assert not run(no_r, actions=at_v).main.rejected


def test_an_attack_prohibited_on_a_vanguard_for_the_turn() -> None:
    """1.3.3, 10.4.1.6: the effect 「そのターン中、このユニットはヴァンガードにアタックできない」
    (an activated ability) prohibits this unit's attack on the vanguard for the rest of the turn;
    its attack on a rear-guard stays."""
    text = "【起】【(R)】：そのターン中、このユニットはヴァンガードにアタックできない。"
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
    r = run(text, actions=act + "  - {do: attack, attacker: left_front, target: vanguard}")
    assert not unsupported(r) and r.main.rejected
    ok = run(text, actions=act + "  - {do: attack, attacker: left_front, target: right_front}")
    assert not unsupported(ok) and not ok.main.rejected
    free = run(text, actions="  - {do: attack, attacker: left_front, target: vanguard}")
    assert not free.main.rejected  # not activated: no prohibition
