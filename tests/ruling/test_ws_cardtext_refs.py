"""Weiß Schwarz card text: constructions about the cards an effect dealt with (「それらのキャラ」,
「それらのカードに…」) and what later happens to them, each a minimal text resolved on a board
(``resolve_text``) beside its counterpart that must not do it."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 5
    hand: []
    waiting_room: {waiting}
    deck: {deck}
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 1
    deck: 10
actions:
{actions}
{choices}
"""


def run(actions: list[str], choices: str = "", waiting: str = "[]", deck: str = "10"):  # type: ignore[no-untyped-def]
    acts = "\n".join(f'  - {{do: resolve_text, player: A, text: "{t}"}}' for t in actions)
    src = BOARD.format(actions=acts, choices=choices, waiting=waiting, deck=deck)
    return resolve(loads(src, "t.yaml"))


def run_src(src: str):  # type: ignore[no-untyped-def]
    return resolve(loads(src, "t.yaml"))


def steps(r) -> list[str]:  # type: ignore[no-untyped-def]
    return [c for s in r.main.trace for c in s.clauses]


# ------------------------------------------------- a delayed effect on the cards named before it

DELAYED = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 0
    hand: []
    waiting_room: [{{name: 呼び出し, type: character, level: 0, power: 3000, soul: 1}}]
    deck: 10
  B: {{level: 1, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
{more}
  - {{do: encore_step}}
choices:
  - {{player: A, at: slot, choose: center_front}}
"""


def test_a_delayed_step_on_the_cards_still_there() -> None:
    """「アンコールステップの始めに、そのキャラが舞台にいるなら、そのキャラを控え室に置く」: the
    delayed ability (8.7.5) finds the card it named on the stage and puts it into the waiting
    room (no stock: no encore brings it back); a card that left the stage meanwhile is another card (3.1.4): nothing happens."""
    text = (
        "あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に置く。"
        "アンコールステップの始めに、そのキャラが舞台にいるなら、そのキャラを控え室に置く。"
    )
    stays = run_src(DELAYED.format(text=text, more=""))
    assert not unsupported(stays)
    assert zone(stays, "A", "waiting_room") == ["呼び出し"]
    # gone to the hand before the encore step: the condition is not met, the card stays there
    back = '  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、手札に戻す。"}'
    gone = run_src(DELAYED.format(text=text, more=back))
    assert not unsupported(gone)
    assert zone(gone, "A", "hand") == ["呼び出し"] and zone(gone, "A", "waiting_room") == []


# ------------------------------------------------- counts among the cards an effect dealt with

TIERS_DECK = (
    "[{name: 上CX, type: climax}, {name: 二, type: character, level: 0},"
    " {name: 三, type: character, level: 0}, {name: 四, type: character, level: 0}, 6]"
)


def test_tiers_of_a_count_among_the_cards_dealt_with() -> None:
    """「それらのカードにCXが1枚以上なら、A。それらのカードにCXが1枚以上なら、B。」: each tier
    counts the 3 cards put into the waiting room first, not the card A chose in between (so B is
    done: a CX was among them); with no CX among them, neither is."""
    text = (
        "あなたは自分の山札の上から3枚を、控え室に置く。"
        "それらのカードにCXが1枚以上なら、あなたは自分の控え室のキャラを1枚選び、手札に戻す。"
        "それらのカードにCXが1枚以上なら、あなたは1枚引く。"
    )
    pick = "choices:\n  - {player: A, at: choose, choose: 控えキャラ}"
    waiting = "[{name: 控えキャラ, type: character, level: 0}]"
    r = run([text], choices=pick, waiting=waiting, deck=TIERS_DECK)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == sorted(["控えキャラ", "四"])
    no_cx = TIERS_DECK.replace("{name: 上CX, type: climax}", "{name: 一, type: character}")
    r = run([text], waiting=waiting, deck=no_cx)
    assert not unsupported(r) and zone(r, "A", "hand") == []


def test_a_count_among_the_cards_dealt_with() -> None:
    """「それらのカードにCXが2枚以上なら」: how many of the cards just put into the waiting room
    are climaxes, compared with the number (one here: not met; two: met)."""
    text = (
        "あなたは自分の山札の上から3枚を、控え室に置く。"
        "それらのカードにCXが2枚以上なら、あなたは1枚引く。"
    )
    r = run([text], deck=TIERS_DECK)
    assert not unsupported(r) and zone(r, "A", "hand") == []
    two = TIERS_DECK.replace("{name: 二, type: character, level: 0}", "{name: 二, type: climax}")
    r = run([text], deck=two)
    assert not unsupported(r) and zone(r, "A", "hand") == ["四"]


HAND = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: {hand_a}
    deck: [{{name: 山1, type: character}}, 9]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 1
    hand: {hand_b}
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
  - {{player: {who}, at: optional, choose: yes}}
"""
CX_CARD = "{name: 手札CX, type: climax}"
CH_CARD = "{name: 手札キャラ, type: character, level: 1}"


def test_the_whole_hand_revealed() -> None:
    """「自分の手札を公開してよい。そうしたら、それらのカードにCXがないなら、1枚引く」: every card of
    the hand is revealed (none to pick, 4.9.1), and the condition counts them; an empty hand is
    revealed too (the step is done, 8.6.4), with no climax among its cards."""
    text = "あなたは自分の手札を公開してよい。そうしたら、それらのカードにCXがないなら、あなたは1枚引く。"

    def hand(a: str) -> list[str]:
        r = run_src(HAND.format(text=text, hand_a=a, hand_b="[]", who="A"))
        assert not unsupported(r)
        return zone(r, "A", "hand")

    assert sorted(hand(f"[{CH_CARD}]")) == ["山1", "手札キャラ"]
    assert hand(f"[{CH_CARD}, {CX_CARD}]") == ["手札キャラ", "手札CX"]
    assert hand("[]") == ["山1"]


def test_the_opponent_reveals_their_hand() -> None:
    """「相手は自分の手札を公開してよい。そうしたら、それらのカードにCXがあるなら、…」: B decides
    and reveals B's hand (8.6.5); the condition reads B's cards."""
    text = "相手は自分の手札を公開してよい。そうしたら、それらのカードにCXがあるなら、あなたは1枚引く。"

    def drew(b: str) -> list[str]:
        r = run_src(HAND.format(text=text, hand_a="[]", hand_b=b, who="B"))
        assert not unsupported(r)
        return zone(r, "A", "hand")

    assert drew(f"[{CX_CARD}]") == ["山1"]
    assert drew(f"[{CH_CARD}]") == []


# ------------------------------------------------- a trait chosen, then lost

TRAITS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A: {{level: 1, deck: 10}}
  B:
    level: 1
    deck: 10
    hand: [{{name: 手札役, type: character, level: 0, traits: [魔法]}}]
    stage:
      center_front: {{name: 中央役, type: character, level: 0, power: 3000, soul: 1, traits: [魔法, 武器]}}
      left_front: {{name: 左役, type: character, level: 0, power: 3000, soul: 1, traits: [魔法]}}
actions:
{actions}
choices:
{choices}
expect:
  state: {expect}
"""


def traits_run(texts: list[str], choices: list[str], expect: str) -> list[str]:
    acts = "\n".join(f'  - {{do: resolve_text, player: A, text: "{t}"}}' for t in texts)
    chs = "\n".join(f"  - {{player: A, at: choose, choose: {c}}}" for c in choices)
    r = run_src(TRAITS.format(actions=acts, choices=chs, expect=expect))
    assert not unsupported(r)
    return check_expect(r)


def test_a_trait_of_a_chosen_card_lost() -> None:
    """「相手のキャラを1枚とそのキャラの特徴を1つ選び、そのターン中、そのキャラはその特徴をすべて失う」:
    the card chosen, then one of its traits (8.6.3); that card loses it (8.2.1.2), the others keep
    it."""
    text = "あなたは相手のキャラを1枚とそのキャラの特徴を1つ選び、そのターン中、そのキャラはその特徴をすべて失う。"
    assert (
        traits_run([text], ["中央役", "魔法"], "{中央役.traits: [武器], 左役.traits: [魔法]}") == []
    )
    assert (
        traits_run([text], ["中央役", "武器"], "{中央役.traits: [魔法], 左役.traits: [魔法]}") == []
    )
    # the trait is one the chosen card has: 左役 has no 武器 to offer
    with pytest.raises(ScenarioError, match="武器"):
        traits_run([text], ["左役", "武器"], "{左役.traits: []}")


def test_a_trait_lost_by_every_character_of_a_player() -> None:
    """「相手の舞台にいるキャラの特徴を1つ選び、相手のキャラすべては、そのターン中、その特徴をすべて
    失う」: every character of B on the stage loses it; a card in the hand is no 「キャラ」 (2.3.2.1.2)
    and keeps it; a trait given afterwards is had (timestamps, 8.9.1.5)."""
    text = "あなたは相手の舞台にいるキャラの特徴を1つ選び、相手のキャラすべては、そのターン中、その特徴をすべて失う。"
    lost = "{中央役.traits: [武器], 左役.traits: [], 手札役.traits: [魔法]}"
    assert traits_run([text], ["魔法"], lost) == []
    again = "あなたは相手のキャラを1枚選び、そのターン中、《魔法》を与える。"
    back = "{中央役.traits: [武器], 左役.traits: [魔法]}"
    assert traits_run([text, again], ["魔法", "左役"], back) == []


# ------------------------------------------------- a refresh as a trigger

REFRESH = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: {deck}
    waiting_room: [{{name: 控え1, type: character}}, {{name: 控え2, type: character}}, {{name: 控え3, type: character}}]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
  B: {{level: 1, deck: 10}}
actions:
  - {{do: draw, player: A, amount: 1}}
choices:
  - {{player: A, at: deck_order, choose: 控え1}}
"""


def test_a_refresh_as_a_trigger() -> None:
    """「あなたが山札をリフレッシュした時」: A's last card is drawn, the refresh process is carried
    out (9.2.4) — the waiting room into the deck, then the refresh point (控え1, 9.2.2) — and the
    ability then draws one; not when no refresh happens, nor for 「相手が…」."""
    mine = "【自】 あなたが山札をリフレッシュした時、あなたは1枚引く。"

    def run_(text: str, deck: str = "[{name: 最後の札, type: character}]"):  # type: ignore[no-untyped-def]
        r = run_src(REFRESH.format(text=text, deck=deck))
        assert not unsupported(r)
        return r

    r = run_(mine)
    assert zone(r, "A", "clock") == ["控え1"] and len(zone(r, "A", "hand")) == 2
    assert "9.2.4" in steps(r)
    assert len(zone(run_(mine.replace("あなたが山札", "相手が山札")), "A", "hand")) == 1
    two = "[{name: 札1, type: character}, {name: 札2, type: character}]"
    assert zone(run_(mine, two), "A", "hand") == ["札1"]


# ------------------------------------------------- 「そうしないなら」 / 「そうでないなら」

OTHERWISE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 3
    hand: {hand}
    waiting_room: {waiting}
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}, 8]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, text: "{card}"}}
  B: {{level: 1, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""


def otherwise(text: str, choices: str = "", hand: str = "[]", waiting: str = "[]", card: str = ""):  # type: ignore[no-untyped-def]
    src = OTHERWISE.format(text=text, choices=choices, hand=hand, waiting=waiting, card=card)
    r = run_src(src.replace("choices:\n\n", "") if not choices else src)
    assert not unsupported(r)
    return r


def test_otherwise_after_a_step_you_may_do() -> None:
    """「Aしてよい。そうしないなら、B」 (8.6.4): B only when A was declined; with 「そうしたら」 between
    them, B asks after A, not after what 「そうしたら」 did."""
    text = (
        "あなたは自分のストックの上から2枚を、控え室に置いてよい。そうしないなら、あなたは1枚引く。"
    )
    yes = otherwise(text, "  - {player: A, at: optional, choose: yes}")
    assert len(zone(yes, "A", "stock")) == 1 and zone(yes, "A", "hand") == []
    no = otherwise(text, "  - {player: A, at: optional, choose: no}")
    assert len(zone(no, "A", "stock")) == 3 and zone(no, "A", "hand") == ["山1"]
    chain = (
        "あなたは自分のストックの上から1枚を、控え室に置いてよい。そうしたら、あなたは1枚引く。"
        "そうしないなら、あなたは自分の山札の上から1枚を、クロック置場に置く。"
    )
    yes = otherwise(chain, "  - {player: A, at: optional, choose: yes}")
    assert zone(yes, "A", "hand") == ["山1"] and len(zone(yes, "A", "clock")) == 0
    no = otherwise(chain, "  - {player: A, at: optional, choose: no}")
    assert zone(no, "A", "hand") == [] and zone(no, "A", "clock") == ["山1"]


def test_otherwise_after_a_condition() -> None:
    """「Xなら、A。そうでないなら、B」: B only when X was not met — as it was read, not after A
    changed what X looks at (a hand of one card discarded by A does not make B happen)."""
    text = (
        "あなたの控え室にCXがあるなら、あなたは1枚引く。"
        "そうでないなら、あなたは自分の山札の上から1枚を、クロック置場に置く。"
    )
    met = otherwise(text, waiting="[{name: 控えCX, type: climax}]")
    assert zone(met, "A", "hand") == ["山1"] and zone(met, "A", "clock") == []
    unmet = otherwise(text)
    assert zone(unmet, "A", "hand") == [] and zone(unmet, "A", "clock") == ["山1"]
    read = "あなたの手札が1枚以上なら、あなたは自分の手札を1枚選び、控え室に置く。そうでないなら、あなたは1枚引く。"
    one = otherwise(read, hand="[{name: 手札1, type: character}]")
    assert zone(one, "A", "hand") == [] and zone(one, "A", "waiting_room") == ["手札1"]
    assert zone(otherwise(read), "A", "hand") == ["山1"]
    # the ability's condition before an automatic ability's first sentence governs it alone
    auto = "【自】 このカードがアタックした時、" + text
    r = run_src(
        OTHERWISE.format(text="", choices="", hand="[]", waiting="[]", card=auto)
        .replace(
            '  - {do: resolve_text, player: A, text: ""}',
            "  - {do: attack, slot: center_front, kind: direct}",
        )
        .replace("choices:\n\n", "")
    )
    assert not unsupported(r) and zone(r, "A", "clock") == ["山1"]


def test_otherwise_in_a_continuous_ability() -> None:
    """「【永】 Xなら、このカードのパワーを＋1000。そうでないなら、このカードのパワーを－1000。」:
    whichever holds now."""
    card = (
        "【永】 あなたの控え室にCXがあるなら、このカードのパワーを＋1000。"
        "そうでないなら、このカードのパワーを－1000。"
    )
    text = "あなたは1枚引く。"

    def power_is(waiting: str, power: int) -> bool:
        src = OTHERWISE.format(text=text, choices="", hand="[]", waiting=waiting, card=card)
        src = src.replace("choices:\n\n", "") + f"expect:\n  state: {{主役.power: {power}}}\n"
        r = run_src(src)
        assert not unsupported(r)
        return check_expect(r) == []

    assert power_is("[{name: 控えCX, type: climax}]", 6000) and power_is("[]", 4000)
    assert not power_is("[]", 5000)


def test_otherwise_after_a_step_not_done_as_a_whole() -> None:
    """「ストックの上から2枚を、控え室に置いてよい。そうしないなら、B」 with one stock card: the player
    may put it there, but the step was not done as a whole (8.6.4: 「実行できなかった」), so B too."""
    text = (
        "あなたは自分のストックの上から2枚を、控え室に置いてよい。そうしないなら、あなたは1枚引く。"
    )
    yes = "  - {player: A, at: optional, choose: yes}"
    src = OTHERWISE.format(text=text, choices=yes, hand="[]", waiting="[]", card="")
    one = run_src(src.replace("stock: 3", "stock: 1"))
    assert not unsupported(one)
    assert zone(one, "A", "stock") == [] and zone(one, "A", "hand") == ["山1"]


# ------------------------------------------------- either player's (「あなたか相手の」)

EITHER = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: {stock_a}
    clock: [{{name: A時1, type: character}}, {{name: A時2, type: character}}]
    deck: [{{name: A山1, type: character}}, 9]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, text: "{card}"}}
  B:
    level: 1
    stock: 2
    clock: [{{name: B時1, type: character}}, {{name: B時2, type: character}}]
    deck: [{{name: B山1, type: character}}, 9]
actions:
{actions}
"""


def test_a_condition_on_either_players_cards() -> None:
    """「あなたか相手の、控え室のCXが1枚以上なら」: it holds for either player's waiting room (before,
    the opponent's alone was read)."""
    card = "【永】 あなたか相手の、控え室のCXが1枚以上なら、このカードのパワーを＋1000。"

    def power_is(where: str, power: int) -> bool:
        src = EITHER.format(stock_a=2, card=card, actions="  - {do: draw, player: A, amount: 1}")
        src = src.replace(
            f"  {where}:\n    level: 1\n",
            f"  {where}:\n    level: 1\n    waiting_room: [{{name: 控えCX, type: climax}}]\n",
        )
        r = run_src(src + f"expect:\n  state: {{主役.power: {power}}}\n")
        assert not unsupported(r)
        return check_expect(r) == []

    assert power_is("A", 6000) and power_is("B", 6000)
    assert power_is("C", 5000) and not power_is("C", 6000)


def test_either_players_clock_put_away_by_their_own_effect() -> None:
    """「あなたか相手のクロックが、自分のカードの効果で控え室に置かれた時、そのプレイヤーは…」: a card
    of either player's clock put into the waiting room by the effect of that player's own card
    triggers it; 「そのプレイヤー」 is that player (8.6.5), who draws; a card put there by the other
    player's effect does not (自分: the clock's player)."""
    card = (
        "【自】 あなたか相手のクロックが、自分のカードの効果で控え室に置かれた時、"
        "そのプレイヤーは1枚引く。"
    )
    mine = '  - {do: resolve_text, player: A, text: "あなたは自分のクロックの上から1枚を、控え室に置く。"}'
    theirs = '  - {do: resolve_text, player: B, text: "あなたは自分のクロックの上から1枚を、控え室に置く。"}'
    other = '  - {do: resolve_text, player: A, text: "あなたは相手のクロックの上から1枚を、控え室に置く。"}'

    def hands(actions: str) -> tuple[list[str], list[str]]:
        r = run_src(EITHER.format(stock_a=2, card=card, actions=actions))
        assert not unsupported(r)
        assert len(zone(r, "A", "waiting_room") + zone(r, "B", "waiting_room")) == 1
        return zone(r, "A", "hand"), zone(r, "B", "hand")

    assert hands(mine) == (["A山1"], [])
    assert hands(theirs) == ([], ["B山1"])
    assert hands(other) == ([], [])


def test_either_players_deck_picked_by_the_master() -> None:
    """「自分か相手の、山札の上から2枚を、控え室に置く。それらのカードにCXがあるなら、1枚引く」: A picks
    whose deck (8.6.3); the step is done with that one's, and 「それらのカード」 are its cards."""
    text = (
        "あなたは自分か相手の、山札の上から2枚を、控え室に置く。"
        "それらのカードにCXがあるなら、あなたは1枚引く。"
    )

    def run_(whose: str):  # type: ignore[no-untyped-def]
        src = EITHER.format(
            stock_a=2, card="", actions=f'  - {{do: resolve_text, player: A, text: "{text}"}}'
        ).replace("[{name: B山1, type: character}, 9]", "[{name: B山CX, type: climax}, 9]")
        r = run_src(src + f"choices:\n  - {{player: A, at: mode, choose: {whose}}}\n")
        assert not unsupported(r)
        return r

    theirs = run_("相手の")
    assert "B山CX" in zone(theirs, "B", "waiting_room") and zone(theirs, "A", "hand") == ["A山1"]
    mine = run_("自分の")
    assert "A山1" in zone(mine, "A", "waiting_room") and zone(mine, "A", "hand") == []
    assert len(zone(mine, "B", "waiting_room")) == 0


# ------------------------------------------------- 集中: what its effect did not put

BRAINSTORM = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 3
    deck: {deck}
    stage:
      center_front: {{name: 集中役, type: character, level: 1, power: 5000, soul: 1, text: "【起】 集中 ［(1) このカードを【レスト】する］ あなたは自分の山札の上から2枚をめくり、控え室に置く。"}}
      left_front: {{name: 見る役, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
  B: {{level: 1, deck: 10}}
actions:
  - {{do: activate, player: A, card: 集中役}}
"""


def test_brainstorm_that_put_no_climax() -> None:
    """「あなたが『集中』を使った時、その効果でクライマックスが控え室に置かれなかったなら」 (10.7.4):
    none of the flipped cards put into the waiting room is a climax."""
    text = "【自】 あなたが『集中』を使った時、その効果でクライマックスが控え室に置かれなかったなら、あなたは1枚引く。"
    plain = "[{name: 札1, type: character}, {name: 札2, type: character}, {name: 札3, type: character}, 5]"
    with_cx = plain.replace("{name: 札2, type: character}", "{name: 札2, type: climax}")

    def hand(deck: str) -> list[str]:
        r = run_src(BRAINSTORM.format(deck=deck, text=text))
        assert not unsupported(r)
        assert len(zone(r, "A", "waiting_room")) >= 2  # the two flipped cards went there
        return zone(r, "A", "hand")

    assert hand(plain) == ["札3"] and hand(with_cx) == []


def test_a_cost_naming_characters_with_no_zone() -> None:
    """「［あなたの《使い魔》のキャラを1枚控え室に置く］」: 「キャラ」 with no zone is a character on
    the stage (2.3.2.1.2) — here the only one, 使い魔役, pays the cost of 【起】 (A has no stock
    for its encore)."""
    text = "【起】［あなたの《使い魔》のキャラを1枚控え室に置く］ あなたは1枚引く。"
    src = BRAINSTORM.format(deck="10", text=text).replace("card: 集中役", "card: 見る役")
    src = src.replace("stock: 3", "stock: 0")  # no encore brings it back
    src = src.replace(
        "  B: {level: 1, deck: 10}",
        "      right_front: {name: 使い魔役, type: character, level: 0, traits: [使い魔]}\n"
        "  B: {level: 1, deck: 10}\n",
    )
    r = run_src(src + "choices:\n  - {player: A, choose: 使い魔役}\n")
    assert not unsupported(r)
    assert zone(r, "A", "waiting_room") == ["使い魔役"] and len(zone(r, "A", "hand")) == 1


FRONT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 受け役, type: character, level: 1, power: 5000, soul: 1}}
actions:
  - {{do: attack, slot: center_front, kind: {kind}, allowed: {allowed}}}
"""


def test_a_character_that_may_not_front_attack() -> None:
    """「このカードはフロントアタックできない」 (1.3.3): its front attack is refused (7.2.1.4); a
    side attack is not; without the text the front attack is made."""

    def agrees(text: str, kind: str, allowed: str) -> bool:
        r = run_src(FRONT.format(text=text, kind=kind, allowed=allowed))
        assert not unsupported(r)
        return check_expect(r) == []

    ban = "【永】 このカードはフロントアタックできない。"
    assert agrees(ban, "front", "false") and not agrees(ban, "front", "true")
    assert agrees(ban, "side", "true") and agrees("", "front", "true")


# ------------------------------------- そのキャラ: the nearest character named before it in the ability

PILE_THEN_CHARACTER = (
    "【自】 このカードが【リバース】した時、このカードのバトル相手のレベルが1以上なら、あなたは相手の"
    "クロックの上から1枚を、控え室に置いてよい。そうしたら、あなたは{ref}をクロック置場に置く。"
)

REVERSED = """\
game: ws
title: t
turn: {{player: A, number: 3, phase: attack, first_player: A}}
players:
  A:
    level: 0
    clock: [{{name: 時計札, type: character, level: 0}}]
    deck: [{{name: 普通の札, type: character, level: 0, trigger: []}}, 10]
    stage:
      center_front: {{name: 先鋒, type: character, level: 1, cost: 0, power: 5000, soul: 1}}
  B:
    level: 0
    hand: 0
    deck: [{{name: 受けA, type: character, level: 0}}, 10]
    stage:
      center_front:
        {{name: 守り, type: character, level: 1, cost: 0, power: 2500, soul: 1, text: "{text}"}}
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
  - {{player: B, at: optional, choose: yes}}
"""


def test_that_character_skips_cards_taken_from_a_pile() -> None:
    """「相手のクロックの上から1枚を、控え室に置いてよい。そうしたら、あなたはそのキャラを…」: cards
    taken from a pile by their place are named as cards (「1枚」), so 「そのキャラ」 is the nearest
    character named before them — this card's battle opponent (7.2.1.5.1), put into the clock; 「その
    カード」 is the card just moved (8.6.4.1 そうしたら)."""
    from tests.ruling.boards import ws_compile

    chara = ws_compile(PILE_THEN_CHARACTER.format(ref="そのキャラ"))
    assert [s.target.ref for s in chara.steps] == [None, "battle_opponent"]
    card = ws_compile(PILE_THEN_CHARACTER.format(ref="そのカード"))
    assert [s.target.ref for s in card.steps] == [None, "chosen"]

    r = run_src(REVERSED.format(text=PILE_THEN_CHARACTER.format(ref="そのキャラ")))
    assert zone(r, "A", "waiting_room") == ["時計札"]
    assert zone(r, "A", "clock") == ["先鋒"]
    assert "8.6.4.1" in steps(r)
    r = run_src(REVERSED.format(text=PILE_THEN_CHARACTER.format(ref="そのカード")))
    assert zone(r, "A", "clock") == ["時計札"]
    assert "先鋒" not in zone(r, "A", "clock")
