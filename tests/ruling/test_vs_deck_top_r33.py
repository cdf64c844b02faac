"""「（自分の）山札の上のカード（をN枚）」 and 「レスト状態で…に置く」 (round 33, s29vstext): the card
on top of the deck (3.2.5's 「上」; the N on top when a count follows) is the same as 「山札を上から
N枚」 / 「山札の1番上のカード」; a put of the deck's top cards 「レスト状態で」 puts them rested (the
text over 4.9.1.4's standing, 1.3.1) — before, the state was dropped and the cards put standing."""

from __future__ import annotations

import pytest

from tests.ruling.boards import cited, vs_ability_phase_use, vs_program, vs_refused

USE = "[ベンチ][このカードをレストする]"


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("あなたの山札の上のカードを控え室に置く。", 1),
        ("あなたの山札の上のカードを1枚、控え室に置く。", 1),
        ("あなたの山札の上のカードを2枚、控え室に置く。", 2),
        ("あなたの山札を上から2枚、控え室に置く。", 2),
    ],
)
def test_the_card_on_top_of_the_deck_is_the_decks_top(text: str, n: int) -> None:
    p = vs_program(USE + text)
    assert [(o.kind, o.amount, o.value) for o in p.ops] == [("deck_top", n, "waiting")]


def test_the_top_card_put_in_the_waiting_room_on_a_board() -> None:
    r = vs_ability_phase_use(
        USE + "あなたの山札の上のカードを1枚、控え室に置く。", "", "[山1.zone, 山2.zone]"
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"山1.zone": "A.waiting", "山2.zone": "A.deck"}


@pytest.mark.parametrize(
    ("put", "state", "rule"),
    [("レスト状態で", "rest", "1.3.1"), ("", "stand", "4.9.1.4")],
)
def test_a_top_card_put_in_the_energy_zone_rested_as_printed(
    put: str, state: str, rule: str
) -> None:
    text = USE + f"あなたの山札の上のカードを1枚、{put}エネルギー置場に置く。"
    r = vs_ability_phase_use(text, "", "[山1.zone, 山1.state]")
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"山1.zone": "A.energy", "山1.state": state}
    if state == "rest":
        assert rule in cited(r)


def test_a_state_where_the_zone_gives_none_is_refused_not_dropped() -> None:
    # 4.9.1 gives the states to bench and energy cards: 「レスト状態で控え室に置く」 is not read
    assert vs_refused(USE + "あなたの山札の上のカードを1枚、レスト状態で控え室に置く。")


def test_the_top_card_with_a_count_after_the_very_top_is_not_this_shape() -> None:
    # 「1番上のカードを2枚」 says two things: not read as either
    assert vs_refused(USE + "あなたの山札の1番上のカードを2枚、控え室に置く。")


# ------------- 「…がアタックされた時、…そのカードは+A/+B」: the card of the event, the ring card
# attacked (4.14.1; ``ATTACKED_TRIGGERS``) — before, refused (「そのカード」 read only as an attacker)

ATTACKED = (
    "[ベンチ]あなたのリングのカードがアタックされた時、あなたはこのカードをレストしてよい。"
    "そうしたら、ターンの終わりまで、そのカードは+0/+1000される。"
)


@pytest.mark.parametrize(("yes", "zone"), [("yes", "B.ring"), ("no", "B.retire")])
def test_that_card_of_an_attacked_trigger_is_the_card_attacked(yes: str, zone: str) -> None:
    from tests.ruling.boards import vs_ruling

    a = (
        "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = (
        "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2500},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{ATTACKED}"}}}}}}'
    )
    acts = f"  - {{do: attack, support: 春香}}\nchoices:\n  - {{player: B, at: optional, choose: {yes}}}"
    r = vs_ruling(a, b, acts, "[美希.zone]", "{player: A, number: 6}")
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"美希.zone": zone}, r.outcome


def test_that_card_of_an_attacked_trigger_moved_elsewhere_is_still_refused() -> None:
    # only a value change of the card attacked is read; a move of 「そのカード」 is not
    assert vs_refused("[ベンチ]あなたのリングのカードがアタックされた時、そのカードを手札に戻す。")
