"""「[領域][コスト]X時、Y」 (round 33, s29vstext): a technique printed with a [コスト] (8.1.1.1.1's
notation of an activated technique) and an event 「X時、」 (8.1.1.2.1's of an automatic one) is
read as an automatic technique its master uses, when X happens, by paying the cost (8.5.1.3.2:
all at once, not used when it cannot be paid in full); a [手札] one's 「このカードを公開する」 is
the reveal 4.4.1.1 uses it by. The reading is the audit's point ``costed_trigger`` (not settled:
raised in every ruling the technique is in force in)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vs_ability, vs_program, vs_ruling

# the opponent B holds 伏兵 with the text; A (turn 6) attacks with 千早, supported by 春香
A_BOARD = (
    "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
    " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
)


def _b(text: str, extra: str = "") -> str:
    return (
        "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2500}," + extra + ""
        f' hand: [{{name: 伏兵, ap: 1000, dp: 1000, text: "{text}"}}]}}'
    )


def test_the_event_becomes_the_trigger_and_the_cost_stays_a_cost() -> None:
    p = vs_program(
        "[手札][このカードを公開する]相手のリングのカードがアタックした時、あなたは1枚引く。"
    )
    assert p.kind == "auto" and p.trigger is not None
    assert [o.kind for o in p.cost] == ["reveal_cost"]
    assert [o.kind for o in p.ops] == ["draw"]
    assert "costed_trigger" in p.unsettled


def test_a_technique_with_a_cost_and_no_event_is_still_activated() -> None:
    p = vs_program("[手札][このカードを公開する]あなたは1枚引く。")
    assert p.kind == "activated" and p.trigger is None and not p.unsettled


@pytest.mark.parametrize(("yes", "hand"), [("yes", 2), ("no", 1)])
def test_a_hand_technique_revealed_as_its_cost_when_its_event_happens(yes: str, hand: int) -> None:
    text = "[手札][このカードを公開する]相手のリングのカードがアタックした時、あなたは1枚引く。"
    acts = (
        "  - {do: attack, support: 春香}\nchoices:\n"
        f"  - {{player: B, at: hand_reveal, choose: {yes}}}"
    )
    r = vs_ruling(A_BOARD, _b(text), acts, "[B.hand]", "{player: A, number: 6}")
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == hand, r.outcome
    assert "4.4.1.1" in cited(r)


@pytest.mark.parametrize(
    ("energy", "drawn", "rule"),
    [("[{name: E1}]", 2, "8.5.1.3.2"), ("[{name: E1, state: rest}]", 1, "8.5.1.3.2")],
)
def test_a_hand_technique_whose_other_cost_must_be_paid(energy: str, drawn: int, rule: str) -> None:
    # [エネルギーを1枚レストする]: paid with the reveal; with no standing energy the cost cannot be
    # paid in full and the technique is not used (8.5.1.3.2)
    text = (
        "[手札][エネルギーを1枚レストする]相手のリングのカードがアタックした時、あなたは1枚引く。"
    )
    acts = (
        "  - {do: attack, support: 春香}\nchoices:\n  - {player: B, at: hand_reveal, choose: yes}"
    )
    r = vs_ruling(
        A_BOARD,
        _b(text, f" energy: {energy},"),
        acts,
        "[B.hand, E1.state]",
        "{player: A, number: 6}",
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == drawn, r.outcome
    assert r.outcome["state"]["E1.state"] == "rest"  # rested for the cost, or rested already
    assert rule in cited(r)
    # the reading rests on the audit's point: every ruling the technique is in force in says so
    assert any(w.kind == "ambiguity" and "[コスト]X時" in w.ja for w in r.warnings())


@pytest.mark.parametrize(("pay", "hand", "zone"), [("yes", 1, "B.deck"), ("no", 0, "B.waiting")])
def test_a_waiting_room_technique_used_by_paying_its_cost(pay: str, hand: int, zone: str) -> None:
    # [控え室][このカードを山札の下に置く]: its master chooses whether to pay; paid, the card goes
    # to the deck's bottom (3.2.5) and the effect happens
    text = "[控え室][このカードを山札の下に置く]相手のリングのカードがアタックした時、あなたは1枚引く。"
    b = (
        "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2500}, hand: 0,"
        f' waiting: [{{name: 伏兵, ap: 1000, dp: 1000, text: "{text}"}}]}}'
    )
    acts = f"  - {{do: attack, support: 春香}}\nchoices:\n  - {{player: B, at: auto_cost, choose: {pay}}}"
    r = vs_ruling(A_BOARD, b, acts, "[B.hand, 伏兵.zone]", "{player: A, number: 6}")
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == hand, r.outcome
    assert r.outcome["state"]["伏兵.zone"] == zone
    assert "8.5.1.3.2" in cited(r)


def test_an_event_after_a_step_is_not_read_as_the_trigger() -> None:
    # the event must open the effect: 「Y。X時、…」 is not this shape
    ab = vs_ability(
        "[手札][このカードを公開する]あなたは1枚引く。相手のリングのカードがアタックした時、あなたは1枚引く。"
    )
    assert not ab.supported or ab.program.kind == "activated"


def test_a_delayed_trigger_made_by_an_activated_technique_is_not_this_shape() -> None:
    # 「次に…した時、」: the technique makes a delayed trigger (8.6.8) — still an activated one
    p = vs_program(
        "[ベンチ][このカードをレストする]次にあなたのリングのカードがアタックした時、あなたは1枚引く。"
    )
    assert p.kind == "activated" and "costed_trigger" not in p.unsettled
