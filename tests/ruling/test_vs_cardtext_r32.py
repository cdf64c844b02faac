"""vs card-text constructions added in round 32 (issue 12, s28vstext): each from a minimal text in
the printed style, compiled and run on a board, with the clauses that decide it."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_ruling
from tests.ruling.boards import vs_refused as _refused


def _ruling(a: str, b: str, actions: str, ask: str, turn: str = "{player: A, number: 6}"):  # type: ignore[no-untyped-def]
    return vs_ruling(a, b, actions, ask, turn)


# --- 「山札を上から3枚見る。その中から1枚まで選び、手札に加え、残りを山札の下に置く」 (4.11.2, 3.2.4)

AMONG = (
    "[ベンチ][このカードをレストする]あなたの山札を上から3枚見る。その中から1枚まで選び、"
    "手札に加え、残りを好きな順番で山札の下に置く。"
)


def _deck4() -> str:
    return (
        "{deck: [{name: 一, ap: 1000, dp: 1000}, {name: 二, ap: 1000, dp: 1000},"
        " {name: 三, ap: 1000, dp: 1000}, {name: 四, ap: 1000, dp: 1000}], hand: 0,"
        " ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{AMONG}"}}}}}}'
    )


def test_a_choice_among_the_cards_looked_at_in_the_sentence_before() -> None:
    # 「その中から」 names the cards the look before showed: one of them to the hand, the others
    # to the bottom in the order chosen; 四, not looked at, is not among them
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    acts = (
        "  - {do: ability_phase, actions: [{do: use, card: 律子}]}\nchoices:\n"
        "  - {player: A, at: choose_count, choose: 1}\n"
        "  - {player: A, at: choose_card, choose: 二}\n"
        "  - {player: A, at: order, choose: 三}"
    )
    r = _ruling(_deck4(), b, acts, "[二.zone, A.hand]", "{player: A, number: 6, phase: ability}")
    assert r.outcome["state"] == {"二.zone": "A.hand", "A.hand": 1}
    deck = [c.name for c in r.main.final.players["A"].zones["deck"]]
    assert deck == ["四", "一", "三"]
    assert "4.11.2" in r.decided_by or "4.11.1" in r.decided_by
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


def test_a_choice_among_cards_not_looked_at_stays_refused() -> None:
    # vs's runtime keeps no cards revealed: 「その中から」 after a reveal is still refused, and
    # with no look or reveal before it there is nothing to choose among
    assert vs_ability(AMONG).supported
    assert _refused(
        "[ベンチ][このカードをレストする]あなたは山札の上から2枚を公開する。その中から1枚まで選び、"
        "手札に加える。"
    )
    assert _refused("[ベンチ][このカードをレストする]その中から1枚まで選び、手札に加える。")


# ------ 「このカードが（アタックによって）相手のリングのカードをリタイヤ置場に置いた時」 (7.1.5.4, 4.3.3)

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 3000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: %d}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""

RETIRED_BY_THIS = [
    # the active form, the doer the subject: the card puts it there by its attack
    "[リング]このカードが相手のリングのカードをリタイヤ置場に置いた時、あなたは1枚引く。",
    "[リング]このカードがアタックによって相手のリングのカードをリタイヤ置場に置いた時、あなたは1枚引く。",
    # 「相手のカード」: the attack retires only the ring card it attacked (7.1.5.4)
    "[リング]このカードのアタックで相手のカードがリタイヤ置場に置かれた時、あなたは1枚引く。",
]


@pytest.mark.parametrize("text", RETIRED_BY_THIS)
@pytest.mark.parametrize(("dp", "drawn"), [(3000, 1), (5000, 0)])
def test_this_card_retiring_the_opponents_ring_card(text: str, dp: int, drawn: int) -> None:
    """千早 (attack 3000) retires 美希 (defence 3000) in the attack resolution step (7.1.5.4): the
    trigger is 「このカードのアタックで相手のリングのカードがリタイヤ置場に置かれた時」's; defence
    5000: it stays, nothing triggers."""
    assert vs_ability(text).program.trigger == "self_attack_retired"
    r = resolve(loads(ATTACK % (text, dp)))
    assert r.outcome["state"] == {"A.hand": drawn}
    if drawn:
        assert "7.1.5.4" in r.decided_by and "8.6.6" in r.decided_by


def test_the_active_form_of_another_event_stays_refused() -> None:
    # a doer with an act the game does not read as a means (パートナーアタック is no act of
    # Vocab.acts), or a verb with no act given: still refused, never read as another event
    assert _refused(
        "[リング]このカードがパートナーアタックで相手のカードをリタイヤ置場に置いた時、あなたは1枚引く。"
    )
    assert _refused("[リング]このカードが相手のリングのカードをレストした時、あなたは1枚引く。")


# ------------------ 「このアタック中、相手のリングのカードの技は無効になる」 (8.3.1 for 7.1.1's period)

VOID_ATTACK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: %d, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 2000, text: "[リング]このカードを+0/+2000。"}
actions:
  - {do: attack, support: 春香}
ask: [%s]
"""

VOID_ON_ATTACK = (
    "[リング]このカードがアタックした時、このアタック中、相手のリングのカードの技は無効になる。"
)


@pytest.mark.parametrize(("text", "zone"), [(VOID_ON_ATTACK, "B.retire"), ("", "B.ring")])
def test_techniques_void_for_this_attack(text: str, zone: str) -> None:
    """美希's +0/+2000 is void while the attack lasts: 千早's 3000 meets defence 2000 and retires
    it (7.1.5.4); without the void its defence is 4000 and it stays."""
    assert text == "" or vs_ability(text).program.ops[0].until == "attack"
    r = resolve(loads(VOID_ATTACK % (3000, text, "美希.zone")))
    assert r.outcome["state"] == {"美希.zone": zone}
    if text:
        assert "8.3.1" in r.decided_by


def test_the_void_ends_with_the_attack() -> None:
    """The attack sub-phase over (7.1.6.2), the void for 「このアタック中」 has ended: 美希's
    continuous technique is in force again (defence 4000)."""
    r = resolve(loads(VOID_ATTACK % (1000, VOID_ON_ATTACK, "美希.dp")))
    assert r.outcome["state"] == {"美希.dp": 4000}


def test_the_void_for_this_attack_with_no_attack_does_nothing() -> None:
    """An activated technique used in the ability phase: no attack sub-phase in progress (7.1.1),
    nothing is made void."""
    text = "[リング][エネルギーを1枚レストする]相手のリングのカードの技は、このアタック中、無効になる。"
    src = (
        VOID_ATTACK.replace(
            "turn: {player: A, number: 4}", "turn: {player: A, number: 4, phase: ability}"
        )
        .replace(
            "hand: 0\n    ring: {name: 千早", "hand: 0\n    energy: 2\n    ring: {name: 千早", 1
        )
        .replace(
            "  - {do: attack, support: 春香}",
            "  - {do: ability_phase, actions: [{do: use, card: 千早}]}",
        )
    )
    r = resolve(loads(src % (3000, text, "美希.dp")))
    assert r.outcome["state"] == {"美希.dp": 4000}
    assert "7.1.1" in r.decided_by and "8.5.2" in r.decided_by
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


# ------------- 「リバース状態のエネルギーを1枚選び、レスト状態にする」 (4.9.1.3 as a filter, 4.9.1.2)

REVERSED = "[ベンチ][このカードをレストする]あなたのエネルギー置場のリバース状態のカードを1枚選び、レスト状態にする。"


def test_a_reversed_energy_card_chosen_and_rested() -> None:
    """Only the reversed energy card (E2) is among those chosen (4.9.1.3): it is put in the rest
    state; the standing one (E1) is untouched."""
    a = (
        "{deck: 9, energy: [{name: E1, state: stand}, {name: E2, state: reverse}],"
        " ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{REVERSED}"}}}}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    acts = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"
    r = _ruling(a, b, acts, "[E1.state, E2.state]", "{player: A, number: 6, phase: ability}")
    assert r.outcome["state"] == {"E1.state": "stand", "E2.state": "rest"}
    assert "4.9.1.3" in r.decided_by
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


# ----------------- 「“X”を称号に含むカード」: 「称号に“X”を含むカード」 in the other order (2.14.7)

TITLE_FIRST = "[ベンチ]あなたのリングの“探検”を称号に含むカードは+0/+1000される。"


@pytest.mark.parametrize(("title", "dp"), [("探検隊長", 3000), ("歌姫", 2000)])
def test_the_text_before_the_title_word(title: str, dp: int) -> None:
    """The ring card whose title holds 探検 gets +0/+1000 (2.14.7); another title, nothing — the
    same as 「あなたのリングの称号に“探検”を含むカード」."""
    normal = vs_ability("[ベンチ]あなたのリングの称号に“探検”を含むカードは+0/+1000される。")
    assert vs_ability(TITLE_FIRST).program.ops == normal.program.ops
    a = (
        f"{{deck: 9, ring: {{name: 千早, title: {title}, ap: 2000, dp: 2000}},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{TITLE_FIRST}"}}}}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    r = _ruling(
        a, b, "  - {do: ability_phase}", "[千早.dp]", "{player: A, number: 6, phase: ability}"
    )
    assert r.outcome["state"] == {"千早.dp": dp}
    if dp == 3000:
        assert "2.14.7" in r.decided_by
