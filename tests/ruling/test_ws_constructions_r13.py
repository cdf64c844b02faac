"""Weiß Schwarz card-text constructions added in round 13 (issue 12), one at a time: a minimal
ability text in the wording cards use, what it does on a board (``resolve_text``), the case that
must not do it, and a recombination of the construction with another one the compiler already
reads, so that it works wherever the grammar produces it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import ws_swap as run
from tests.ruling.boards import zone_names as zone

# ------------------------------------------- a swap whose first card an earlier sentence chose

EARLIER = (
    "あなたは相手のレベル1以上のキャラを1枚選んでよい。そうしたら、相手は自分の控え室のレベル"
    "Ｘ以下のキャラを1枚選び、入れ替える。Ｘはあなたが選んだキャラのレベル－1に等しい。"
)

YES = "choices:\n  - {player: A, at: choose, choose: 相手役}"


def test_swap_with_a_card_chosen_in_the_sentence_before() -> None:
    """「あなたは…を1枚選んでよい。そうしたら、相手は…を1枚選び、入れ替える」 (8.8.1; the master's
    choice 8.6.3, optional by 「てよい」, 「そうしたら」 1.3.2): B's chosen character (level 2, so
    X = 1) and the level-1 character B chooses from the waiting room swap places — 控1 into the
    slot standing, 相手役 into the waiting room where 控1 was."""
    r = run(EARLIER, choices=YES)
    assert not unsupported(r)
    on = r.main.final.players["B"].zones["stage.center_front"]
    assert [c.name for c in on] == ["控1"] and on[0].orientation == "stand"
    assert zone(r, "B", "waiting_room") == ["相手役", "控2"]


def test_swap_with_an_earlier_choice_not_done() -> None:
    """The master declines the optional choice: 「そうしたら」 has nothing to go on (1.3.2), so B
    chooses nothing and nothing is swapped; and with a level-1 character chosen X is 0, B can
    choose no card and nothing is swapped either."""
    no = "choices:\n  - {player: A, at: choose, choose: none}"
    r = run(EARLIER, choices=no)
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == ["相手役"]
    assert zone(r, "B", "waiting_room") == ["控1", "控2"]
    r = run(EARLIER, level=1, choices=YES)
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == ["相手役"]
    assert zone(r, "B", "waiting_room") == ["控1", "控2"]


def test_swap_with_an_earlier_choice_recombined() -> None:
    """The same construction with another zone and no X (「相手は自分の手札のキャラを1枚選び、入れ
    替える」): the hand card goes to the slot, the chosen character to the hand."""
    text = (
        "あなたは相手のキャラを1枚選んでよい。そうしたら、相手は自分の手札のキャラを1枚選び、"
        "入れ替える。"
    )
    r = run(text, choices=YES)
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == ["手1"]
    assert zone(r, "B", "hand") == ["相手役"]
    assert zone(r, "B", "waiting_room") == ["控1", "控2"]


# ------------------------------------------------ 「N回行ったら、…」 after N trigger checks

ATTACK = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 一枚目, type: character}}, {{name: 二枚目, type: character}}, 5]
    stage:
      center_front: {{name: 攻撃役, type: character, level: 1, power: 4500, soul: 1, text: "{atext}"}}
  B:
    deck: [{{name: 札1, type: character}}, 5]
    stage: {{center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1}}}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: front}}
"""

CHECKS = "【自】 このカードがアタックした時、そのアタック中、あなたはトリガーステップにトリガーチェックを2回行う。"


def attack(atext: str):  # type: ignore[no-untyped-def]
    return resolve(loads(ATTACK.format(atext=atext), "t.yaml"))


def test_steps_after_the_trigger_checks_were_done() -> None:
    """「…トリガーチェックを2回行う。2回行ったら、あなたは自分のストックの上から1枚を、控え室に置
    く。」: the trigger step checks two cards (7.3.1.2), then the top card of the stock (the second
    one checked) goes to the waiting room (「(処理 A)したら」 8.6.4); without the second sentence
    both stay in the stock."""
    then = "2回行ったら、あなたは自分のストックの上から1枚を、控え室に置く。"
    r = attack(CHECKS + then)
    assert not unsupported(r)
    assert zone(r, "A", "stock") == ["一枚目"]
    assert zone(r, "A", "waiting_room") == ["二枚目"]
    assert "8.6.4" in r.main.decided_by
    r = attack(CHECKS)
    assert zone(r, "A", "stock") == ["二枚目", "一枚目"] and zone(r, "A", "waiting_room") == []


def test_steps_after_the_trigger_checks_recombined() -> None:
    """The same construction with another step after 「2回行ったら」 (a draw, 「あなたは1枚引く」) and
    inside an ability the card is given (「このカードは次の能力を得る。『…』」): the draw comes at
    the trigger step, after both checks; a count that differs (「3回行ったら」 after 2 checks) is
    not this construction and stays refused."""
    inner = CHECKS + "2回行ったら、あなたは1枚引く。"
    r = attack(inner)
    assert not unsupported(r)
    assert zone(r, "A", "stock") == ["二枚目", "一枚目"] and len(zone(r, "A", "hand")) == 1
    given = "【永】 このカードは次の能力を得る。『" + CHECKS + "2回行ったら、あなたは1枚引く。』"
    r = attack(given)
    assert not unsupported(r)
    assert zone(r, "A", "stock") == ["二枚目", "一枚目"] and len(zone(r, "A", "hand")) == 1
    assert unsupported(attack(CHECKS + "3回行ったら、あなたは1枚引く。"))


# ------------------------------------- 「…選び、…選び、それらのカードを入れ替え」: two choices swap

PAIR = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 手CX, type: climax}}, {{name: 手キャラ, type: character, level: 0}}]
    waiting_room: [{{name: 控キャラ, type: character, level: 0}}]
    deck: [{{name: 山キャラ, type: character, level: 0}}, {{name: 山CX, type: climax}}, 5]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""

CX_SWAP = (
    "あなたは自分の山札を見てCXを1枚まで選んで公開し、自分の手札のCXを1枚まで選んで公開し、"
    "それらのCXを入れ替え、その山札をシャッフルする。"
)


def pair(text: str, choices: list[str]):  # type: ignore[no-untyped-def]
    lines = "\n".join(f"  - {{player: A, at: choose, choose: {c}}}" for c in choices) or "  []"
    return resolve(loads(PAIR.format(text=text, choices=lines), "t.yaml"))


def test_the_cards_of_two_choices_swap_places() -> None:
    """「山札を見てCXを1枚まで選んで公開し、手札のCXを1枚まで選んで公開し、それらのCXを入れ替え」:
    the climax chosen in the deck goes to the hand, the one chosen in the hand into the deck
    (8.8.1; each choice 8.6.3.1.1), then the deck is shuffled; when no card is chosen in the
    deck (「1枚まで」: none), nothing is swapped (1.3.2)."""
    r = pair(CX_SWAP, ["山CX", "手CX"])
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山CX", "手キャラ"]
    deck = zone(r, "A", "deck")
    assert "手CX" in deck and "山CX" not in deck and len(deck) == 7
    r = pair(CX_SWAP, ["none", "手CX"])
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["手CX", "手キャラ"]
    assert "山CX" in zone(r, "A", "deck")


def test_the_cards_of_two_choices_swap_places_recombined() -> None:
    """The same swap between the waiting room and the hand, with characters and no reveal
    (「自分の控え室のキャラを1枚まで選び、自分の手札のキャラを1枚まで選び、それらのキャラを入れ替え
    る」): each goes to the other's zone."""
    text = (
        "あなたは自分の控え室のキャラを1枚まで選び、自分の手札のキャラを1枚まで選び、"
        "それらのキャラを入れ替える。"
    )
    r = pair(text, ["控キャラ", "手キャラ"])
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["手CX", "控キャラ"]
    assert zone(r, "A", "waiting_room") == ["手キャラ"]


# ------------------------------------------------------------- 「「X」以外の…」: a name left out


def test_a_card_name_left_out() -> None:
    """「「手CX」以外の自分の手札のカードを1枚選び、控え室に置く」: the card named 「手CX」 (2.1.2) is
    not among the cards to choose, so 手キャラ, the one left, goes to the waiting room; 「手キャラ」
    left out instead, 手CX goes."""
    text = "あなたは「{n}」以外の自分の手札のカードを1枚選び、控え室に置く。"
    r = pair(text.format(n="手CX"), [])
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["手CX"] and zone(r, "A", "waiting_room")[0] == "手キャラ"
    r = pair(text.format(n="手キャラ"), [])
    assert zone(r, "A", "hand") == ["手キャラ"] and zone(r, "A", "waiting_room")[0] == "手CX"


def test_a_card_name_left_out_recombined() -> None:
    """The same filter on the opponent's stage with a return to the hand (「「相手役」以外の相手の
    キャラを1枚選び、手札に戻す」): B's only character is the one left out, so nothing is chosen
    and it stays; with another name left out it returns to B's hand."""
    text = "あなたは「{n}」以外の相手のキャラを1枚選び、手札に戻す。"
    r = run(text.format(n="相手役"))
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == ["相手役"]
    r = run(text.format(n="主役"))
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == [] and "相手役" in zone(r, "B", "hand")


# ---------------------------------- a cost 「手札の…を公開し、山札の下に置く」: the revealed card put

BACKUP = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    stage: {{center_front: {{name: 攻撃役, type: character, level: 1, power: 5000, soul: 1}}}}
    deck: [{{name: 山札1, type: character}}, 5]
  B:
    level: 1
    hand:
      - {{name: 応援, type: character, level: 1, power: 1000, soul: 1, text: "{text}"}}
    deck: [{{name: 札1, type: character}}, {{name: 札2, type: character}}]
    stage: {{center_front: {{name: 防御役, type: character, level: 1, power: 4000, soul: 1}}}}
actions:
  - do: attack
    player: A
    slot: center_front
    kind: front
    counter: [{{do: activate, player: B, card: 応援}}]
"""

BACKUP_TEXT = (
    "【起】【カウンター】 助太刀2000 レベル1 ［手札のこのカードを公開し、山札の{pos}に置く］ "
    "（あなたは自分のフロントアタックされているキャラを1枚選び、そのターン中、パワーを＋2000）"
)


def test_a_cost_puts_the_card_it_revealed() -> None:
    """「［手札のこのカードを公開し、山札の下に置く］」: the cost reveals this card from the hand,
    then puts that card (the put names no other) at the bottom of the deck (8.4.2); 助太刀 then
    gives +2000 and the 4000 defender beats the 5000 attacker. 「山札の上に」: on top, where the
    damage step after the counter step takes it (4.10.1) into B's clock."""
    r = resolve(loads(BACKUP.format(text=BACKUP_TEXT.format(pos="下")), "t.yaml"))
    assert not unsupported(r)
    assert "応援" not in zone(r, "B", "hand")
    assert zone(r, "B", "deck")[-1] == "応援"
    assert r.main.final.players["A"].zones["stage.center_front"][0].orientation == "reverse"
    top = resolve(loads(BACKUP.format(text=BACKUP_TEXT.format(pos="上")), "t.yaml"))
    assert not unsupported(top)
    # on top of the deck, it is the card the attack's damage then puts into B's clock
    assert zone(top, "B", "clock") == ["応援"] and zone(top, "B", "deck") == ["札1", "札2"]


def test_a_cost_puts_the_card_it_revealed_recombined() -> None:
    """The same cost on another card of the hand, named by a trait, to the stock
    (「［手札の《音楽》のキャラを1枚公開し、ストック置場に置く］ あなたは1枚引く。」, an activated
    ability of a character on the stage): the revealed card is in the stock, a card is drawn;
    with no such card in the hand the cost cannot be paid and nothing happens (8.4.2.2)."""
    text = "【起】［手札の《音楽》のキャラを1枚公開し、ストック置場に置く］ あなたは1枚引く。"
    src = (
        "game: ws\ntitle: t\nturn: {{player: A, number: 5, phase: main, first_player: A}}\n"
        "players:\n  A:\n    level: 1\n    hand: [{{name: 歌, type: character, level: 0, "
        "traits: [{trait}]}}]\n    deck: [{{name: 山1, type: character}}, 5]\n    stage:\n"
        '      center_front: {{name: 主, type: character, level: 1, text: "{text}"}}\n'
        "  B: {{deck: 10}}\nactions:\n  - {{do: activate, player: A, card: 主}}\n"
    )
    r = resolve(loads(src.format(trait="音楽", text=text), "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "A", "stock") == ["歌"] and zone(r, "A", "hand") == ["山1"]
    r = resolve(loads(src.format(trait="料理", text=text), "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "A", "stock") == [] and zone(r, "A", "hand") == ["歌"]


# ---------------------------------------------------- 「自分のストックをシャッフルする」


def test_shuffling_the_stock() -> None:
    """「あなたは自分のストックをシャッフルする」: the stock's order, which no player may change
    (3.10.2), is made random because the text says so (1.3.1); the deck is not shuffled and no
    card changes zone."""
    r = pair("あなたは自分のストックをシャッフルする。", [])
    assert not unsupported(r)
    assert "A.stock" in r.main.final.vars.get("shuffled", [])
    assert "A.deck" not in r.main.final.vars.get("shuffled", [])
    assert {"3.10.2", "1.3.1"} <= set(r.main.decided_by)
    assert zone(r, "A", "hand") == ["手CX", "手キャラ"]


def test_shuffling_the_stock_recombined() -> None:
    """After looking at it (「自分のストックを見て、そのストックをシャッフルする」, 3.10.2 and 1.3.1
    for the look as well): the same stock is shuffled; 「その山札をシャッフルする」 after a search
    shuffles the deck instead."""
    r = pair("あなたは自分のストックを見て、そのストックをシャッフルする。", [])
    assert not unsupported(r)
    assert r.main.final.vars.get("shuffled", []) == ["A.stock"]
    r = pair("あなたは自分の山札を見て、その山札をシャッフルする。", [])
    assert not unsupported(r)
    assert r.main.final.vars.get("shuffled", []) == ["A.deck"]


# ------------------------------------------ why a climax's continuous ability applies (2.12.2.2)

CLIMAX_BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    {where}: [{{name: 応援札, type: {kind}, text: "【永】 あなたのキャラすべてに、パワーを＋1000。"}}]
    stage:
      center_front: {{name: 前衛, type: character, level: 1, power: 3000, soul: 1}}
  B: {{deck: 10}}
actions:
  - {{do: check, state: {{前衛.power: {power}}}}}
ask: [前衛.power]
"""


def test_a_climax_text_in_force_in_the_climax_zone_is_cited() -> None:
    """A climax's 【永】 in the climax zone changes the power (8.9.1.3), and the ruling names why
    its text works there (2.12.2.2); the same ability in the waiting room does nothing — there
    2.12.2.2 is the clause read to conclude so, with the printed value as the base (8.9.1.1;
    round 29, ws r29_027: the clause read to conclude nothing happens is cited, issue 14), and
    no continuous effect is applied (8.9.1.3)."""
    r = resolve(loads(CLIMAX_BOARD.format(where="climax", kind="climax", power=4000), "t.yaml"))
    assert r.main.outcome["state"]["前衛.power"] == 4000
    assert "2.12.2.2" in r.main.decided_by
    r = resolve(
        loads(CLIMAX_BOARD.format(where="waiting_room", kind="climax", power=3000), "t.yaml")
    )
    assert r.main.outcome["state"]["前衛.power"] == 3000
    assert {"2.12.2.2", "8.9.1.1"} <= set(r.main.decided_by)
    assert "8.9.1.3" not in r.main.decided_by


# -------------------------------- a refresh in the middle of an action on the deck (3.2.3.2)

MILL = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: [{{name: 札1, type: character}}, {{name: 札2, type: character}}]
    waiting_room: [{{name: 控1, type: character}}, {{name: 控2, type: character}}]
actions:
  - {{do: resolve_text, player: A, text: "相手は自分の山札の上から{n}枚を、控え室に置く。"}}
"""


def _refresh_clauses(n: int) -> tuple[str, ...]:
    r = resolve(loads(MILL.format(n=n), "t.yaml"))
    assert not unsupported(r)
    steps = [s for s in r.main.trace if "9.2.2" in s.clauses and "控え室のカード" in s.ja]
    assert len(steps) == 1  # the refresh: the waiting room's cards moved into the deck
    return tuple(steps[0].clauses)


def test_a_refresh_suspends_the_action_on_the_deck() -> None:
    """「相手は自分の山札の上から3枚を、控え室に置く」 with 2 cards in B's deck: after the 2nd card
    the deck is empty, the action is suspended, B refreshes (9.2.2) and the 3rd card is taken
    from the new deck (3.2.3.2, cited by the refresh); milling exactly the 2 cards the deck
    holds, the refresh comes after the action, not in the middle of it (no 3.2.3.2)."""
    assert "3.2.3.2" in _refresh_clauses(3)
    assert "3.2.3.2" not in _refresh_clauses(2)


# ------------------------------- 「山札を上から2枚、控え室に置く」 (a count set off by a comma)


def test_top_cards_counted_before_a_comma() -> None:
    """「あなたは自分の山札を上から2枚、控え室に置く」 (the grammar folds 「上から2枚、」 into the
    clause): the top 2 cards go to the waiting room, one by one (3.2.3), as with 「山札の上から
    2枚を、」; 「上から1枚、」 moves only the top one."""
    r = pair("あなたは自分の山札を上から2枚、控え室に置く。", [])
    assert not unsupported(r)
    assert set(zone(r, "A", "waiting_room")) == {"控キャラ", "山キャラ", "山CX"}
    assert len(zone(r, "A", "deck")) == 5
    r = pair("あなたは自分の山札を上から1枚、控え室に置く。", [])
    assert not unsupported(r)
    assert set(zone(r, "A", "waiting_room")) == {"控キャラ", "山キャラ"}
