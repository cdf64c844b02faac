"""Triggers as events in general form (round 29, s25triggers; issue 12): each construction on a
minimal ability text of its own, with variants a different writer could print, and what it does
on a board — triggered by its event, not by the neighbour event (docs/cardtext.md, "Triggers,
round 29")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported

# ------------------------------------------------ the other card of an event, by where it came from


def _ride(text: str, *, from_deck: bool, grade: int = 1) -> str:
    """A rides 次 (grade ``grade``) from the ride deck or the hand upon 前, whose text is ``text``."""
    how = ", from: ride_deck, discard: 捨て札" if from_deck else ""
    card = f"{{name: 次, type: normal, grade: {grade}}}"
    return (
        "game: vg\ntitle: t\nturn: {player: A, number: 3, first_player: A}\nplayers:\n  A:\n"
        f'    vanguard: {{name: 前, type: normal, grade: {grade - 1}, text: "{text}"}}\n'
        f"    hand: [{{name: 捨て札, type: normal}}{'' if from_deck else ', ' + card}]\n"
        f"    ride_deck: [{card if from_deck else '{name: 別, type: normal, grade: 3}'}]\n"
        "    deck: 10\n  B: {vanguard: {name: 騎士, grade: 1}, deck: 10}\n"
        f"actions:\n  - {{do: ride_phase, card: 次{how}}}\n"
    )


def _drew(src: str) -> bool:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r)
    # 捨て札 is discarded for a ride from the ride deck (6.3.3.2.2), kept for one from the hand
    return len(r.main.final.players["A"].zones["hand"]) - (0 if "from: ride_deck" in src else 1) > 0


@pytest.mark.parametrize(
    "event",
    [
        "このユニットがライドデッキのグレード１にライドされた時",
        "このユニットがライドデッキからグレード１にライドされた時",
        "このユニットにライドデッキのグレード１がライドした時",
        "このユニットが、あなたのライドデッキのグレード１にライドされた時",
        "このユニットがライドデッキからライドされた時",
    ],
)
def test_ridden_by_a_unit_from_the_ride_deck_6_3_2_1(event: str) -> None:
    """「このユニットがライドデッキのグレード１にライドされた時、１枚引く」: the place in the
    description of the unit riding is where it came from (``Vocab.origin_targets``, 6.3.2.1) — a
    grade 1 ridden from the ride deck draws; the same grade 1 ridden from the hand does not."""
    text = f"【自】：{event}、１枚引く。"
    assert _drew(_ride(text, from_deck=True))
    assert not _drew(_ride(text, from_deck=False))


@pytest.mark.parametrize(
    "event",
    ["このユニットが手札のグレード１にライドされた時", "このユニットが手札からライドされた時"],
)
def test_ridden_by_a_unit_from_the_hand(event: str) -> None:
    """The hand the other way round: a ride from the hand draws, one from the ride deck does not
    (before round 29 「手札からライドされた時」 ran and fired on either: the place was not read)."""
    text = f"【自】：{event}、１枚引く。"
    assert _drew(_ride(text, from_deck=False))
    assert not _drew(_ride(text, from_deck=True))


def test_ridden_by_a_unit_of_another_grade_from_the_ride_deck() -> None:
    """The rest of the description still counts: a grade 2 from the ride deck is no
    「ライドデッキのグレード１」."""
    text = "【自】：このユニットがライドデッキのグレード１にライドされた時、１枚引く。"
    assert not _drew(_ride(text, from_deck=True, grade=2))
    assert _drew(_ride(text.replace("１", "２", 1), from_deck=True, grade=2))


def test_a_rider_from_two_places_is_refused() -> None:
    """「手札からライドデッキのグレード１にライドされた時」 names two places it came from: refused,
    named."""
    from ruling import abilities as A
    from ruling.rules import get_game

    get_game("vg")
    text = "【自】：このユニットが手札からライドデッキのグレード１にライドされた時、１枚引く。"
    (ab,) = A._abilities("vg", text, None)
    assert not ab.supported and "two places" in ab.reason


# ------------------------------------------- 「XがAした時か、Bした時」: B's subject left unsaid


def _hand(r: object, player: str) -> int:
    return len(r.main.final.players[player].zones["hand"])  # type: ignore[attr-defined]


@pytest.mark.parametrize("comma", ["、", ""])
def test_the_second_event_of_two_is_about_the_subject_said_vg(comma: str) -> None:
    """「このユニットが(R)に登場した時か、アタックした時」: the second event, printed with no
    subject, is about the subject in force (このユニット) — its own attack draws; the vanguard's
    attack (another unit's) does not."""
    from tests.ruling.boards import vg_card_run

    text = f"【自】【(R)】：このユニットが(R)に登場した時か{comma}アタックした時、１枚引く。"
    rear = "  - {do: attack, attacker: left_front, target: vanguard}"
    van = "  - {do: attack, attacker: vanguard, target: vanguard}"
    for actions, drew in ((rear, True), (van, False)):
        r, bare = vg_card_run(text, actions), vg_card_run("", actions)
        assert not unsupported(r)
        assert (_hand(r, "A") > _hand(bare, "A")) is drew


def test_the_second_event_of_two_is_about_the_subject_said_ws() -> None:
    """ws 「このカードが手札から舞台に置かれた時か、アタックした時」: the attack is this card's —
    A's attacker draws; B's card with the same text, attacked, does not."""
    from tests.ruling.boards import ws_battle

    text = "【自】 このカードが手札から舞台に置かれた時か、アタックした時、あなたは1枚引く。"
    bare = ws_battle()
    r = ws_battle(mine=text)
    assert not unsupported(r) and _hand(r, "A") == _hand(bare, "A") + 1
    r = ws_battle(theirs=text)
    assert not unsupported(r) and _hand(r, "B") == _hand(bare, "B")


# ------------------------------------ 「XがZになった時」: becoming what a zone holds is a put there


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードが舞台から思い出になった時、あなたは1枚引く。",
        "【自】 このカードが、舞台から思い出になった時、あなたは1枚引く。",
        "【自】 このカードが舞台から思い出にされた時、あなたは1枚引く。",
        "【自】 このカードが舞台から思い出置場に置かれた時、あなたは1枚引く。",
    ],
)
def test_became_a_memory_from_the_stage_ws(text: str) -> None:
    """ws 「このカードが舞台から思い出になった時」: to become a memory is to be put into the memory
    zone (3.12.1; the shared ``became_place``), the zone it came from as printed — this card made a
    memory from the stage draws; another character made a memory does not."""
    from tests.ruling.test_ws_cardtext_r28 import MEMORY, events_hand

    assert events_hand(text, MEMORY, "  - {player: A, at: choose, choose: 主役}") == 1
    assert events_hand(text, MEMORY, "  - {player: A, at: choose, choose: 脇役}") == 0


def test_became_a_memory_from_another_zone_is_not_from_the_stage_ws() -> None:
    """「このカードが手札から思い出になった時」: from the hand — the card made a memory from the
    stage does not trigger it (the neighbour event: another zone it came from)."""
    from tests.ruling.test_ws_cardtext_r28 import MEMORY, events_hand

    text = "【自】 このカードが手札から思い出になった時、あなたは1枚引く。"
    assert events_hand(text, MEMORY, "  - {player: A, at: choose, choose: 主役}") == 0


def test_became_place_reads_only_zones() -> None:
    """The shared reading takes a zone only: 「このカードが【レスト】状態になった時」 (a state) and
    「…が5枚になった時」 (a count) are left to their own readers."""
    from grammar import ast as A
    from ruling.cardtext.triggers import became_place

    this = A.Arg(A.Role.SUBJECT, A.NounPhrase((A.Ref("this_card"),)))
    memory = A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("memory", 1),)))
    state = A.Arg(A.Role.GOAL, A.NounPhrase((A.Word("state"),)))
    became = A.Action("become", (this, memory), A.Form.PAST)
    got = became_place(became)
    assert got.verb == "put" and got.form is A.Form.PASSIVE_PAST
    assert got.args[1].value == A.NounPhrase((A.Zone("memory"),))
    other = A.Action("become", (this, state), A.Form.PAST)
    assert became_place(other) is other


# ----------------------------------------- 「Xがアタックに参加した時」: taking part in an act is doing it


def _co_attack(text: str, attacker: str) -> dict[str, object]:
    """A's 甲 (``text``) and 乙 on the field; ``attacker`` attacks, undefended: A's hand after."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = (
        "game: co\ntitle: t\nturn: {player: A, number: 3, phase: main}\nplayers:\n"
        "  A:\n    hp: 20\n    deck: 10\n    hand: 0\n    field:\n"
        f'      - {{name: 甲, type: character, ap: 1, dp: 3, text: "{text}"}}\n'
        "      - {name: 乙, type: character, ap: 1, dp: 3}\n"
        "  B:\n    hp: 20\n    deck: 10\n"
        f"actions:\n  - {{do: attack, attacker: {attacker}, defender: none}}\nask: [A.hand]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    return r.outcome["state"]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    "text",
    [
        "『甲』がアタックに参加したとき、あなたは山札からカードを1枚引く。",
        "このカードがアタックに参加したとき、あなたは山札からカードを1枚引く。",
        "『甲』がアタックしたとき、あなたは山札からカードを1枚引く。",
    ],
)
def test_took_part_in_an_attack_co_3_4_5_2(text: str) -> None:
    """co 「『甲』がアタックに参加したとき」: 3-4-5-2 names 「アタック(に参加)したとき」 as the
    attack's own trigger (``Vocab.joined_acts``) — 甲's attack draws; 乙's attack does not."""
    assert _co_attack(text, "甲") == {"A.hand": 1}
    assert _co_attack(text, "乙") == {"A.hand": 0}


def test_took_part_in_an_attack_elsewhere_stays_refused() -> None:
    """vs says nothing of who takes part in an attack (a supporting bench card?): 「…がアタックに
    参加した時」 stays refused there, named."""
    from tests.ruling.boards import vs_refused

    assert "participate" in vs_refused(
        "[リング]このカードがアタックに参加した時、あなたは1枚引く。"
    )


# ------------------------------------------- the place an event names: another card's column


@pytest.mark.parametrize(
    "event",
    [
        "このユニットがあなたのヴァンガードと同じ縦列の(R)に登場した時",
        "このユニットが、あなたのヴァンガードと同じ縦列の(R)に登場した時",
        "このユニットがあなたのヴァンガードと同じ縦列の(R)にコールされた時",
    ],
)
def test_appeared_in_the_column_of_another_unit_4_9_1(event: str) -> None:
    """vg 「このユニットがあなたのヴァンガードと同じ縦列の(R)に登場した時」: the column is the
    vanguard's (``Sel.column`` ``of``, read by the runtime as 「このユニットと同じ縦列」 is,
    4.9.1.1) — called behind the vanguard (center back) it draws; to the left back it does not."""
    from tests.ruling.boards import vg_card_run, zone_names

    me = f'[{{name: 新兵, type: normal, grade: 1, text: "【自】：{event}、１枚引く。"}}]'
    call = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: CIRCLE}]}"
    r = vg_card_run("", call.replace("CIRCLE", "center_back"), hand=me)
    assert not unsupported(r) and len(zone_names(r, "A", "hand")) == 1
    r = vg_card_run("", call.replace("CIRCLE", "left_back"), hand=me)
    assert not unsupported(r) and zone_names(r, "A", "hand") == []


# ---------------------------------- one of several places, after a means set off by a comma


def test_put_in_one_of_two_places_after_a_described_means() -> None:
    """vg 「このカードが「竜」を含むあなたのヴァンガードの能力で、バインドゾーンかドロップに置かれた
    時」: the filter is of the vanguard whose ability did it (the places joined by か are places,
    no card it could describe) — the event is a put into either place by that means."""
    from ruling import abilities as A
    from ruling.rules import get_game

    get_game("vg")
    text = (
        "【自】：このカードが「竜」を含むあなたのヴァンガードの能力で、"
        "バインドゾーンかドロップに置かれた時、１枚引く。"
    )
    (ab,) = A._abilities("vg", text, None)
    assert ab.supported, ab.reason
    t = ab.program.trigger
    assert t.dst == ("bind", "drop") and t.target is None
    assert t.by is not None and t.by.contains == ("竜",)


# ------------------------------- an event the engine did not record: the energy charge (vg 7.48)


def _charged(text: str, who: str = "A") -> int:
    """A's 剣士 (``text``); ``who`` resolves 「【エネルギーチャージ】(2)」: the cards in A's hand
    after."""
    from tests.ruling.boards import vg_card_run, zone_names

    card = "A.vanguard" if who == "A" else "B.vanguard"
    act = f'  - {{do: resolve_text, player: {who}, card: {card}, text: "【エネルギーチャージ】(2)。"}}'
    r = vg_card_run(text, act)
    assert not unsupported(r)
    return len(zone_names(r, "A", "hand"))


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(R)】：あなたがエネルギーチャージした時、１枚引く。",
        "【自】【(R)】：あなたが【エネルギーチャージ】した時、１枚引く。",
    ],
)
def test_energy_charged_7_48_1(text: str) -> None:
    """vg 「あなたがエネルギーチャージした時」: the energy charge is recorded as an event of its
    own (7.48.1; ``specific.energy_charge``) — A's charge draws, B's does not; 「相手が」 the
    other way round."""
    assert _charged(text, "A") == 1
    assert _charged(text, "B") == 0
    assert _charged(text.replace("あなたが", "相手が"), "B") == 1
