"""Round 55 (s52vsT), issue 12: 「XのYは（、）ZのYと同じになる」 / 「XのYをZのYと同じにする」 — X's
攻撃力 / 防御力 (2.10.1 / 2.11.1) set (8.9.1.3) to the value Z has as the effect is resolved (every
effect applied, 8.9.1), for the period printed (「そのアタック中」 7.1.1). X this card or the card
chosen; Z one field card (this card, a ring card, a card of the attack in progress). A continuous
technique's (a value that would follow Z's), a sum of several cards' values and two different
value words stay refused."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vs_program, vs_refused, vs_ruling

_ATTACK = "{player: A, number: 5, phase: attack}"
_BENCH = "{left: {name: 春香, ap: 1000, dp: 1000}}"


def test_both_wordings_are_one_set() -> None:
    head = "[リング]このカードがアタックした時、そのアタック中、"
    assert vs_program(
        f"{head}このカードの攻撃力は、相手のリングのカードの攻撃力と同じになる。"
    ) == vs_program(f"{head}このカードの攻撃力を相手のリングのカードの攻撃力と同じにする。")


@pytest.mark.parametrize(
    "text",
    [
        # a continuous technique: the value would follow Z's
        "[リング]このカードの攻撃力は、相手のリングのカードの攻撃力と同じになる。",
        # the sum of several cards' values
        "[リング]このカードがアタックした時、そのアタック中、このカードの攻撃力は、"
        "あなたのベンチのカードの攻撃力の合計と同じになる。",
        # another value word
        "[リング]このカードがアタックした時、このカードの攻撃力を相手のリングのカードの防御力と同じにする。",
    ],
)
def test_other_shapes_are_refused(text: str) -> None:
    assert vs_refused(text)


@pytest.mark.parametrize(("b_ap", "retired"), [(3000, True), (1000, False)])
def test_the_value_read_as_it_resolves_on_a_board(b_ap: int, retired: bool) -> None:
    """千早 (AP 1000) attacks 美希 (DP 3000): 千早's attack trigger sets its AP, for the attack, to
    美希's AP — 3000 retires 美希 (9.4.1: damage of its DP), 1000 does not."""
    text = (
        "[リング]このカードがアタックした時、そのアタック中、このカードの攻撃力は、"
        "相手のリングのカードの攻撃力と同じになる。"
    )
    r = vs_ruling(
        f'{{deck: 10, hand: 0, bench: {_BENCH}, ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}}}}',
        f"{{deck: 10, ring: {{name: 美希, ap: {b_ap}, dp: 3000}}}}",
        "  - {do: attack, support: 春香}",
        "[美希.zone]",
        _ATTACK,
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["美希.zone"] == ("B.retire" if retired else "B.ring")
    assert {"8.9.1.3", "2.10.1"} <= set(cited(r))


def test_the_attacking_card_s_value_on_a_board() -> None:
    """美希 (AP 1000, DP 2000), attacked by 千早 (AP 3000), sets its AP to the attacking card's
    (7.1.3.2) for the attack: 3000; its DP is not changed, so 千早's 3000 damage still retires it
    (9.4.1)."""
    text = (
        "[リング]このカードがアタックされた時、そのアタック中、このカードの攻撃力は"
        "アタックしたカードの攻撃力と同じになる。"
    )
    r = vs_ruling(
        f"{{deck: 10, hand: 0, bench: {_BENCH}, ring: {{name: 千早, ap: 3000, dp: 2000}}}}",
        f'{{deck: 10, ring: {{name: 美希, ap: 1000, dp: 2000, text: "{text}"}}}}',
        "  - {do: attack, support: 春香}",
        "[美希.zone]",
        _ATTACK,
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert any("美希 の攻撃力を3000にする" in s.ja for s in r.main.trace.steps)
    assert r.outcome["state"]["美希.zone"] == "B.retire"
