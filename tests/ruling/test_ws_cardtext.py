"""Weiß Schwarz card text on the shared compiler's constructions, one at a time: a minimal text
in the wording cards use, resolved on a board (``resolve_text``: the effect as its player plays
it), with its counterpart that must not do it, so that no test passes by doing nothing."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import center_orientations, unsupported, ws_battle, ws_swap
from tests.ruling.boards import zone_names as zone

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: {level}
    clock: {clock}
    stock: {stock}
    hand: []
    waiting_room: {waiting}
    deck: [{{name: 山1, type: character, level: 0}}, {{name: 山2, type: climax}}, 8]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, traits: [音楽]}}
      {extra}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 相手役, type: character, level: 2, power: 6000, soul: 1}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
{choices}
"""


def run(
    text: str,
    level: int = 1,
    clock: str = "1",
    waiting: str = "[]",
    extra: str = "",
    choices: str = "",
    stock: int = 5,
):  # type: ignore[no-untyped-def]
    src = BOARD.format(
        text=text,
        level=level,
        clock=clock,
        waiting=waiting,
        extra=extra,
        choices=choices,
        stock=stock,
    )
    return resolve(loads(src, "t.yaml"))


CX = "[{name: 控えCX, type: climax}]"


# ------------------------------------------------------------------ conditions


def test_two_conditions_joined_by_de() -> None:
    """「XがAで、YがBなら」 (``conjuncts``): both must hold."""
    text = "あなたのレベルが1以上で、あなたの控え室にCXがあるなら、あなたは1枚引く。"
    both = run(text, level=1, waiting=CX)
    assert not unsupported(both) and zone(both, "A", "hand") == ["山1"]
    assert zone(run(text, level=0, waiting=CX), "A", "hand") == []
    assert zone(run(text, level=1), "A", "hand") == []


def test_three_conditions() -> None:
    """「Xがあり、YがAで、ZがBなら」 (a continuative first part, then two joined by で): all three
    must hold."""
    text = "あなたの控え室にCXがあり、あなたのレベルが1以上で、あなたのストックが3枚以上なら、あなたは1枚引く。"
    r = run(text, waiting=CX)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(run(text), "A", "hand") == []
    assert zone(run(text, waiting=CX, level=0), "A", "hand") == []
    assert zone(run(text, waiting=CX, stock=2), "A", "hand") == []


def test_either_of_two_conditions() -> None:
    """「AかBなら」 (``alternatives``): one is enough."""
    text = "あなたの控え室にCXがあるかあなたのレベルが2以上なら、あなたは1枚引く。"
    assert zone(run(text, level=0, waiting=CX), "A", "hand") == ["山1"]
    assert zone(run(text, level=2), "A", "hand") == ["山1"]
    none = run(text, level=1)
    assert not unsupported(none) and zone(none, "A", "hand") == []


def test_a_count_after_an_existence() -> None:
    """「…が2枚以上いるなら」: how many there are, compared with the count printed after them."""
    text = "《音楽》のあなたのキャラが2枚以上いるなら、あなたは1枚引く。"
    two = (
        "left_front: {name: 仲間, type: character, level: 0, power: 3000, soul: 1, traits: [音楽]}"
    )
    r = run(text, extra=two)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(run(text), "A", "hand") == []


# ------------------------------------------------------------------ selectors


def test_a_description_or_another() -> None:
    """「《音楽》のキャラかイベント」: a 《音楽》 character or any event (an event has no traits,
    2.5.1); 「《音楽》のキャラか「名札」」: a 《音楽》 character or the card named 名札 — not a
    《音楽》 card named 名札."""
    ev = "{name: 控えイベント, type: event, level: 0}"
    named = "{name: 名札, type: character, level: 0, traits: [学園]}"
    other = "{name: 学園キャラ, type: character, level: 0, traits: [学園]}"
    cx = "{name: 控えCX, type: climax}"
    text = "あなたは自分の控え室の《音楽》のキャラかイベントを1枚選び、手札に戻す。"
    r = run(text, waiting=f"[{ev}, {cx}]")
    assert not unsupported(r) and zone(r, "A", "hand") == ["控えイベント"]
    assert zone(run(text, waiting=f"[{cx}, {other}]"), "A", "hand") == []
    text = "あなたは自分の控え室の《音楽》のキャラか「名札」を1枚選び、手札に戻す。"
    r = run(text, waiting=f"[{named}, {other}]")
    assert not unsupported(r) and zone(r, "A", "hand") == ["名札"]
    # a filter an event also has (a level) could be about both: two readings, refused
    r = run("あなたは自分の控え室のレベル1以上のキャラかイベントを1枚選び、手札に戻す。")
    assert unsupported(r)


def test_a_trait_or_a_part_of_the_card_name() -> None:
    """「自分の控え室の、《音楽》かカード名に「名」を含むキャラ」: a 《音楽》 character, or a character
    whose name holds 名 (2.1.2.1) — either description, not both on one card; what is printed
    before 「、」 (the owner and place) is for either."""
    text = "あなたは自分の控え室の、《音楽》かカード名に「名」を含むキャラを1枚選び、手札に戻す。"
    trait = "{name: 奏者, type: character, level: 0, traits: [音楽]}"
    named = "{name: 名札, type: character, level: 0, traits: [学園]}"
    other = "{name: 学園キャラ, type: character, level: 0, traits: [学園]}"
    for card, hand in ((trait, ["奏者"]), (named, ["名札"]), (other, [])):
        r = run(text, waiting=f"[{card}]")
        assert not unsupported(r) and zone(r, "A", "hand") == hand
    # 「『X』を持つキャラかカード名に「名」を含むキャラ」: the first description has its own kind
    text = "あなたは自分の控え室の、《音楽》のキャラかカード名に「名」を含むキャラを1枚選び、手札に戻す。"
    for card, hand in ((trait, ["奏者"]), (named, ["名札"]), (other, [])):
        r = run(text, waiting=f"[{card}]")
        assert not unsupported(r) and zone(r, "A", "hand") == hand


def test_a_card_named_as_one_in_a_place() -> None:
    """「自分の控え室の、自分の舞台にいるキャラと同じカード名のキャラ」: 「…にいる」 is the place of
    the cards whose names are compared (your stage: 主役, not the opponent's 相手役), and 「自分
    の控え室の、」 (which the grammar hangs on that place) is where the card is chosen from."""
    text = "あなたは自分の控え室の、自分の舞台にいるキャラと同じカード名のキャラを1枚選び、手札に戻す。"
    same = "{name: 主役, type: character, level: 0}"
    theirs = "{name: 相手役, type: character, level: 0}"
    r = run(text, waiting=f"[{theirs}, {same}]")
    assert not unsupported(r) and zone(r, "A", "hand") == ["主役"]
    r = run(text, waiting=f"[{theirs}]")
    assert not unsupported(r) and zone(r, "A", "hand") == []
    # the place alone: 「相手の舞台にいるキャラ」 is 「相手の舞台のキャラ」
    r = run("あなたは相手の舞台にいるキャラを1枚選び、手札に戻す。")
    assert not unsupported(r) and zone(r, "B", "hand") == ["相手役"]


def test_two_relative_clauses_on_one_noun() -> None:
    """「自分の【スタンド】しているカード名に「名」を含むキャラ」: both relative clauses describe the
    character (the grammar hangs the first on the second's 「カード名」): standing, and its name
    holds 名 — the rested 名札 is not one."""
    text = "あなたは自分の【スタンド】しているカード名に「名」を含むキャラを1枚選び、手札に戻す。"
    rested = "left_front: {name: 名札, type: character, level: 0, power: 500, soul: 1, state: rest}"
    standing = "right_front: {name: 名前, type: character, level: 0, power: 500, soul: 1}"
    r = run(text, extra=rested + "\n      " + standing)
    assert not unsupported(r) and zone(r, "A", "hand") == ["名前"]
    r = run(text, extra=rested)
    assert not unsupported(r) and zone(r, "A", "hand") == []


def test_cards_of_different_names() -> None:
    """「自分の控え室のそれぞれ異なるカード名のキャラを2枚選び」: no two chosen share a card name —
    after one 同名, the other 同名 may not be chosen (the 別名 is); 「思い出置場の異なるカード名の
    カードが2枚以上なら」 counts the most cards of different names (two 同名 are one)."""
    w = (
        "[{name: 同名, type: character, level: 0}, {name: 同名, type: character, level: 0},"
        " {name: 別名, type: character, level: 0}]"
    )
    text = "あなたは自分の控え室のそれぞれ異なるカード名のキャラを2枚選び、手札に戻す。"
    r = run(text, waiting=w)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["別名", "同名"]
    twice = (
        "choices:\n  - {player: A, at: choose, choose: 同名}\n"
        "  - {player: A, at: choose, choose: 同名, allowed: false}"
    )
    r = run(text, waiting=w, choices=twice)
    assert not unsupported(r) and check_expect(r) == []
    plain = run("あなたは自分の控え室のキャラを2枚選び、手札に戻す。", waiting=w, choices=twice)
    assert check_expect(plain) != []  # there it may be chosen
    cond = "あなたの控え室の異なるカード名のキャラが2枚以上なら、あなたは1枚引く。"
    assert zone(run(cond, waiting=w), "A", "hand") == ["山1"]
    same = "[{name: 同名, type: character, level: 0}, {name: 同名, type: character, level: 0}]"
    r = run(cond, waiting=same)
    assert not unsupported(r) and zone(r, "A", "hand") == []


def test_a_choice_among_the_cards_named() -> None:
    """「…を2枚選び、相手はそれらのキャラを1枚選び、あなたの手札に加える」: the opponent's choice is
    among the two chosen (控3, not chosen, may not be)."""
    w = "[{name: 控1, type: character}, {name: 控2, type: character}, {name: 控3, type: character}]"
    text = "あなたは自分の控え室のキャラを2枚選び、相手はそれらのキャラを1枚選び、あなたの手札に加える。"
    mine = "choices:\n  - {player: A, at: choose, choose: 控1}\n  - {player: A, at: choose, choose: 控2}\n"
    r = run(text, waiting=w, choices=mine + "  - {player: B, at: choose, choose: 控2}")
    assert not unsupported(r) and zone(r, "A", "hand") == ["控2"]
    r = run(
        text, waiting=w, choices=mine + "  - {player: B, at: choose, choose: 控3, allowed: false}"
    )
    assert not unsupported(r) and check_expect(r) == []


def test_the_cards_this_effect_put_or_revealed() -> None:
    """「Ｘはこの効果で控え室に置かれたクライマックスの枚数に等しい」: of the two cards this effect
    put there, one climax (the climax already in the waiting room is not one of them); 「それらの
    カードのクライマックス」 counts the climaxes among the cards just put, not all of them."""

    def damage(x: str) -> int:
        r = run(
            f"あなたは自分の山札の上から2枚を、控え室に置き、相手にＸダメージを与える。Ｘは{x}に等しい。",
            waiting=CX,
        )
        assert not unsupported(r)
        return len(zone(r, "B", "clock"))

    assert damage("この効果で控え室に置かれたクライマックスの枚数") == 1
    assert damage("この効果で控え室に置かれたカードの枚数") == 2
    assert damage("それらのカードのクライマックスの枚数") == 1


def test_the_level_of_the_card_revealed() -> None:
    """「Ｘは公開されたカードのレベルに等しい」: the level of the card this effect revealed (山1, level
    0): a level-1 character is not a choice, a level-0 one is; an ability that reveals nothing
    has no such card (refused)."""
    text = "あなたは自分の山札の上から1枚を公開し、自分の控え室のレベルＸ以下のキャラを1枚選び、手札に戻す。Ｘは公開されたカードのレベルに等しい。"
    one = "{name: 控え1, type: character, level: 1}"
    zero = "{name: 控え0, type: character, level: 0}"
    r = run(text, waiting=f"[{one}, {zero}]")
    assert not unsupported(r) and zone(r, "A", "hand") == ["控え0"]
    assert zone(run(text, waiting=f"[{one}]"), "A", "hand") == []
    r = run(
        "あなたは自分の控え室のレベルＸ以下のキャラを1枚選び、手札に戻す。Ｘは公開されたカードのレベルに等しい。"
    )
    assert unsupported(r)


def test_a_climax_described_by_its_trigger_icon() -> None:
    """「あなたの控え室のトリガーアイコンが[[treasure.gif]]のCXが1枚以上なら」 (the grammar gives
    「…トリガーアイコンが」 and 「[[treasure.gif]]のCX」 as two arguments; they are one phrase): a
    climax with that icon in the waiting room; one with another icon is not."""
    text = "あなたの控え室のトリガーアイコンが[[treasure.gif]]のCXが1枚以上なら、あなたは1枚引く。"
    gold = "[{name: 宝CX, type: climax, trigger: [TREASURE]}]"
    soul = "[{name: 魂CX, type: climax, trigger: [SOUL]}]"
    r = run(text, waiting=gold)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(run(text, waiting=soul), "A", "hand") == []
    pick = "あなたは自分の控え室のトリガーアイコンが[[treasure.gif]]のCXを1枚選び、手札に戻す。"
    r = run(
        pick,
        waiting="[{name: 宝CX, type: climax, trigger: [TREASURE]}, {name: 魂CX, type: climax, trigger: [SOUL]}]",
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["宝CX"]


# ------------------------------------------------------------------ connectors


def test_then_is_the_next_step() -> None:
    """「その後、」: the next step, done whatever the one before did (unlike そうしたら)."""
    r = run("あなたは自分の控え室のCXを1枚選び、手札に戻す。その後、あなたは1枚引く。")
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    r = run("あなたは自分の控え室のCXを1枚選び、手札に戻す。その後、あなたは1枚引く。", waiting=CX)
    assert sorted(zone(r, "A", "hand")) == sorted(["控えCX", "山1"])
    done = run("あなたは自分の控え室のCXを1枚選び、手札に戻す。そうしたら、あなたは1枚引く。")
    assert zone(done, "A", "hand") == []


# ------------------------------------------------------------------ triggers

ATTACK = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: [{top}, 5]
    stage:
      center_front: {{name: 攻撃役, type: character, level: 1, power: 4500, soul: 1, text: "{atext}"}}
      left_back: {{name: 応援役, type: character, level: 0, power: 500, soul: 1, text: "{text}"}}
  B:
    deck: [{{name: 札1, type: character}}, 5]
    stage: {{center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1}}}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: choose, choose: 攻撃役}}
"""


def test_a_climax_the_trigger_check_reveals() -> None:
    """「あなたのキャラのトリガーチェックでクライマックスがでた時」: the card the trigger check of the
    attack reveals (7.3.1.2), as 「あなたのCXがトリガーした時」: +1000 makes 4500 beat 5000."""
    text = "【自】 あなたのキャラのトリガーチェックでクライマックスがでた時、あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。"

    def run_(top: str):  # type: ignore[no-untyped-def]
        return resolve(loads(ATTACK.format(top=top, text=text, atext=""), "t.yaml"))

    cx = run_("{name: 山札のCX, type: climax}")
    assert not unsupported(cx)
    assert cx.main.final.players["B"].zones["stage.center_front"][0].orientation == "reverse"
    ch = run_("{name: 山札のキャラ, type: character}")
    assert ch.main.final.players["B"].zones["stage.center_front"][0].orientation != "reverse"


def test_trigger_checks_n_times() -> None:
    """「そのアタック中、あなたはトリガーステップにトリガーチェックを2回行う」: the trigger step of that
    attack puts two cards from the deck into the stock (7.3.1.2), one without the ability; the
    same effect outside an attack does nothing."""
    text = "【自】 このカードがアタックした時、そのアタック中、あなたはトリガーステップにトリガーチェックを2回行う。"
    top = "{name: 一枚目, type: character}, {name: 二枚目, type: character}"

    def stock(atext: str) -> list[str]:
        r = resolve(loads(ATTACK.format(top=top, text="", atext=atext), "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "stock")

    assert stock(text) == ["二枚目", "一枚目"]
    assert stock("") == ["一枚目"]
    assert stock(text.replace("2回", "3回")) == [None, "二枚目", "一枚目"]
    outside = run("そのアタック中、あなたはトリガーステップにトリガーチェックを2回行う。")
    assert not unsupported(outside) and zone(outside, "A", "stock") == [None] * 5  # unchanged
    # what follows 「2回行ったら」 happens at the trigger step, not as the ability resolves
    # (tests/ruling/test_ws_constructions_r13.py): outside an attack neither part does anything
    later = run(
        "そのアタック中、あなたはトリガーステップにトリガーチェックを2回行う。"
        "2回行ったら、あなたは自分のストックの上から1枚を、控え室に置く。"
    )
    assert not unsupported(later) and zone(later, "A", "stock") == [None] * 5
    assert zone(later, "A", "waiting_room") == []


def test_a_card_the_trigger_check_reveals_by_its_icon() -> None:
    """「…トリガーチェックでトリガーアイコンに[[soul.gif]]があるカードがでた時」 (the grammar hangs
    the relative clause beside the event) and 「…でクライマックスがでた時、そのカードのトリガーアイ
    コンが[[soul.gif]]なら」 (そのカード: the card the trigger was about): +1000 makes 4500 beat
    5000 only when the revealed card has the icon."""
    plus = "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。"
    texts = (
        f"【自】 あなたのキャラのトリガーチェックでトリガーアイコンに[[soul.gif]]があるカードがでた時、{plus}",
        f"【自】 あなたのキャラのトリガーチェックでクライマックスがでた時、そのカードのトリガーアイコンが[[soul.gif]]なら、{plus}",
    )

    def reversed_(text: str, top: str) -> bool:
        r = resolve(loads(ATTACK.format(top=top, text=text, atext=""), "t.yaml"))
        assert not unsupported(r)
        card = r.main.final.players["B"].zones["stage.center_front"][0]
        return bool(card.orientation == "reverse")

    for text in texts:
        assert reversed_(text, "{name: 魂CX, type: climax, trigger: [SOUL]}")
        assert not reversed_(text, "{name: 宝CX, type: climax, trigger: [TREASURE]}")


def test_triggers_about_characters_in_a_battle_or_named() -> None:
    """「他のバトルしているあなたのキャラが【リバース】した時」 (the attacker, 4500 against 5000, is
    reversed in its battle; with +1000 it wins and the opponent's is reversed instead),
    「他のあなたのキャラとバトルしているキャラが【リバース】した時」 (the other way round), and 「他のあな
    たのカード名に「X」を含むキャラがアタックした時」 (the relative clause the grammar hangs beside
    the event describes its subject)."""
    top = "{name: 山札のキャラ, type: character}"
    plus = "【永】 このカードのパワーを＋1000。"

    def draws(text: str, atext: str = "") -> int:
        r = resolve(loads(ATTACK.format(top=top, text=text, atext=atext), "t.yaml"))
        assert not unsupported(r)
        return len(zone(r, "A", "hand"))

    mine = "【自】 他のバトルしているあなたのキャラが【リバース】した時、あなたは1枚引く。"
    assert draws(mine) == 1 and draws(mine, plus) == 0
    theirs = (
        "【自】 他のあなたのキャラとバトルしているキャラが【リバース】した時、あなたは1枚引く。"
    )
    assert draws(theirs) == 0 and draws(theirs, plus) == 1
    named = "【自】 他のあなたのカード名に「攻撃」を含むキャラがアタックした時、あなたは1枚引く。"
    assert draws(named) == 1 and draws(named.replace("攻撃", "防御")) == 0


def test_this_card_reversed_outside_a_battle_is_not_battling() -> None:
    """「バトルしているこのカードが【リバース】した時」: reversed in its battle (4500 against 5000)
    it triggers; reversed by an effect in the main phase it is no battling character (7.2.1.5.1),
    so the ability does not become pending (8.7.2) and the ruling says so."""
    top = "{name: 山札のキャラ, type: character}"
    text = "【自】 バトルしているこのカードが【リバース】した時、あなたは1枚引く。"
    r = resolve(loads(ATTACK.format(top=top, text="", atext=text), "t.yaml"))
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1
    main = ATTACK.replace("phase: attack", "phase: main").replace(
        "do: attack, slot: center_front, kind: front}}", "do: reverse, card: 攻撃役}}"
    )
    r2 = resolve(loads(main.format(top=top, text="", atext=text), "t.yaml"))
    assert not unsupported(r2) and zone(r2, "A", "hand") == []
    blocked = [s for s in r2.main.trace.steps if s.event == "not_triggered"]
    assert blocked and {"7.2.1.5.1", "8.7.2"} <= set(blocked[0].clauses)


TIMING = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山1, type: character}}, 5]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 4500, soul: 1, text: "{text}"}}
  B: {{deck: 5}}
actions:
  - {{player: A, do: climax_phase}}
"""


def test_a_character_facing_this_card() -> None:
    """「このカードの正面に相手のキャラがいるなら」: the slot facing this card (3.6.6) holds one —
    B's character facing 主役 (center), not one in another slot; 「いないなら」 the converse."""
    there = "【自】 あなたのクライマックスフェイズの始めに、このカードの正面に相手のキャラがいるなら、あなたは1枚引く。"
    absent = there.replace("いるなら", "いないなら")
    facing = "B: {deck: 5, stage: {center_front: {name: 相手役, type: character, level: 0}}}"
    aside = "B: {deck: 5, stage: {left_front: {name: 相手役, type: character, level: 0}}}"

    def drew(text: str, b: str) -> list[str]:
        src = TIMING.format(text=text).replace("B: {deck: 5}", b)
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "hand")

    assert drew(there, facing) == ["山1"] and drew(there, aside) == []
    assert drew(absent, facing) == [] and drew(absent, aside) == ["山1"]
    # 「このカードの正面のキャラがいないなら」: the same, with the card as the subject
    gone = "【自】 あなたのクライマックスフェイズの始めに、このカードの正面のキャラがいないなら、あなたは1枚引く。"
    assert drew(gone, facing) == [] and drew(gone, aside) == ["山1"]


def test_a_choice_of_the_card_facing_this_one() -> None:
    """「このカードの正面のキャラを1枚選び、手札に戻す」: the one card the reference names, when it
    is there (B's 相手役 facing 主役), else nothing."""
    text = "【自】 あなたのクライマックスフェイズの始めに、あなたはこのカードの正面のキャラを1枚選び、手札に戻す。"
    for b, back in (("center_front", ["相手役"]), ("left_front", [])):
        src = TIMING.format(text=text).replace(
            "B: {deck: 5}",
            f"B: {{deck: 5, stage: {{{b}: {{name: 相手役, type: character, level: 0}}}}}}",
        )
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r) and zone(r, "B", "hand") == back


TURN_START = """\
game: ws
title: t
turn: {{player: {player}, number: {number}, first_player: A}}
players:
  A:
    level: 0
    deck: [{{name: 山1, type: character}}, 9]
    {where}
  B: {{level: 0, deck: 10}}
actions:
  - {{do: stand_phase}}
"""


def test_the_start_of_a_players_turn() -> None:
    """「あなたのターンの始めに」 is met at the start of the stand phase (6.2.1.1) of the master's
    turn; 「控え室にこのカードがあるなら、あなたの第1ターンの始めに」 from the waiting room, in the
    master's first turn only (A goes first: A's turn 1, B's turn 2; A's turn 3 is its second)."""

    def drew(text: str, player: str = "A", number: int = 1, zone_: str = "stage") -> list[str]:
        card = f'{{name: 札, type: character, level: 0, power: 500, soul: 1, text: "{text}"}}'
        where = (
            f"stage: {{center_front: {card}}}" if zone_ == "stage" else f"waiting_room: [{card}]"
        )
        src = TURN_START.format(player=player, number=number, where=where)
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "hand")

    turn = "【自】 あなたのターンの始めに、あなたは1枚引く。"
    assert drew(turn) == ["山1"] and drew(turn, player="B", number=2) == []
    first = "【自】 控え室にこのカードがあるなら、あなたの第1ターンの始めに、あなたは1枚引く。"
    assert drew(first, zone_="waiting_room") == ["山1"]
    assert drew(first, number=3, zone_="waiting_room") == []
    assert drew(first, zone_="stage") == []  # not in the waiting room: the condition is not met


def test_one_of_two_timings() -> None:
    """「あなたの、Aの始めかBの始めに」 (``timing_alternatives``): either start triggers it."""
    both = (
        "【自】 あなたの、メインフェイズの始めかクライマックスフェイズの始めに、あなたは1枚引く。"
    )
    r = resolve(loads(TIMING.format(text=both), "t.yaml"))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    other = both.replace("クライマックスフェイズ", "ドローフェイズ")
    r = resolve(loads(TIMING.format(text=other), "t.yaml"))
    assert not unsupported(r) and zone(r, "A", "hand") == []


def test_the_second_of_two_events_is_about_the_first_ones_subject() -> None:
    """「このカードがA時かB時」: the second event names no subject; it is this card too."""

    def draws(atext: str) -> list[str]:
        top = "{name: 山札のキャラ, type: character}"
        r = resolve(loads(ATTACK.format(top=top, text="", atext=atext), "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "hand")

    assert (
        len(draws("【自】 このカードが手札から舞台に置かれた時かアタックした時、あなたは1枚引く。"))
        == 1
    )
    assert draws("【自】 このカードが手札から舞台に置かれた時、あなたは1枚引く。") == []


# ------------------------------------------------------------------ steps


def test_put_into_a_slot_rested() -> None:
    """「…を舞台の好きな枠に【レスト】して置く」: the card is put rested, not standing (3.6.3)."""
    chara = "[{name: 控えキャラ, type: character, level: 0, power: 2000, soul: 1}]"
    slot = "choices:\n  - {player: A, at: slot, choose: left_front}"

    def put(text: str) -> str:
        r = run(text, waiting=chara, choices=slot)
        assert not unsupported(r)
        (card,) = r.main.final.players["A"].zones["stage.left_front"]
        assert card.name == "控えキャラ"
        return str(card.orientation)

    text = "あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に【レスト】して置く。"
    assert put(text) == "rest"
    assert put(text.replace("【レスト】して", "")) == "stand"


def test_put_back_into_the_slot_it_was_in() -> None:
    """「このカードをこのカードがいた枠に【レスト】して置いてよい」 (the object folded into the
    relative clause by the grammar): back into its slot, rested, if its master wants."""
    text = "【自】 このカードが舞台から控え室に置かれた時、あなたはこのカードをこのカードがいた枠に【レスト】して置いてよい。"
    extra = f'left_front: {{name: 自縛, type: character, level: 0, power: 2000, soul: 1, text: "{text}"}}'

    def back(answer: str):  # type: ignore[no-untyped-def]
        choices = (
            "choices:\n  - {player: A, at: choose, choose: 自縛}\n"
            f"  - {{player: A, at: optional, choose: '{answer}'}}"
        )
        # no stock: the rules' encore (10.2) cannot be paid and does not compete with it
        r = run(
            "あなたは自分のキャラを1枚選び、控え室に置く。", extra=extra, choices=choices, stock=0
        )
        assert not unsupported(r)
        return r

    r = back("yes")
    (card,) = r.main.final.players["A"].zones["stage.left_front"]
    assert card.name == "自縛" and card.orientation == "rest"
    r = back("no")
    assert "自縛" in zone(r, "A", "waiting_room") and zone(r, "A", "stage.left_front") == []


def test_put_back_into_the_slot_that_character_was_in() -> None:
    """「他のあなたのキャラが舞台から控え室に置かれた時、…そのキャラをそのキャラがいた枠に【レスト】
    して置く」: the character the trigger was about goes back into the slot it left, rested; a
    slot named by another card's former place (「…選び、そのキャラがいた枠に置く」) is refused."""
    text = (
        "【自】［このカードを控え室に置く］ 他のあなたのキャラが舞台から控え室に置かれた時、後列にこの"
        "カードがいるなら、あなたはコストを払ってよい。そうしたら、そのキャラをそのキャラがいた枠に"
        "【レスト】して置く。"
    )
    extra = f'left_back: {{name: 助ける係, type: character, level: 0, power: 500, soul: 1, text: "{text}"}}'
    choices = "choices:\n  - {player: A, at: choose, choose: 主役}\n  - {player: A, at: optional, choose: yes}"
    r = run("あなたは自分のキャラを1枚選び、控え室に置く。", extra=extra, choices=choices, stock=0)
    assert not unsupported(r)
    (card,) = r.main.final.players["A"].zones["stage.center_front"]
    assert card.name == "主役" and card.orientation == "rest"
    assert "助ける係" in zone(r, "A", "waiting_room")
    other = run("あなたは自分の控え室のキャラを1枚選び、そのキャラがいた枠に置く。", waiting=CX)
    assert unsupported(other)


def test_put_into_separate_slots() -> None:
    """「…を2枚選び、舞台の別々の枠に置く」: each card into a slot of its own — the slot the first
    went into is no longer one of the second's options."""
    two = "[{name: 控えA, type: character, level: 0}, {name: 控えB, type: character, level: 0}]"
    text = "あなたは自分の控え室のキャラを2枚選び、舞台の別々の枠に置く。"

    def slots(first: str, second: str):  # type: ignore[no-untyped-def]
        choices = (
            "choices:\n  - {player: A, at: choose, choose: 控えA}\n"
            "  - {player: A, at: choose, choose: 控えB}\n"
            f"  - {{player: A, at: slot, choose: {first}}}\n"
            f"  - {{player: A, at: slot, choose: {second}}}"
        )
        return run(text, waiting=two, choices=choices)

    r = slots("left_front", "right_front")
    assert not unsupported(r)
    assert zone(r, "A", "stage.left_front") == ["控えA"]
    assert zone(r, "A", "stage.right_front") == ["控えB"]
    with pytest.raises(ScenarioError, match="left_front"):
        slots("left_front", "left_front")


MOVE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 5
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
      left_back: {{name: 後衛, type: character, level: 0, power: 2000, soul: 1, traits: [移動]}}
  B:
    deck: 5
    stage:
      center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1}}
      {b_left}
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分の《移動》のキャラを1枚選び、{where}に動かす。"}}
"""


def test_move_to_an_empty_slot_facing_an_opponent() -> None:
    """「前列のキャラのいない枠で、正面に相手のキャラがいる枠に動かす」: an empty slot of the front
    row that has the opponent's character facing it (3.6.5) — A's right front faces B's left
    front; with no such slot the character stays; 「前列の右のキャラのいない枠」 is that one slot."""
    where = "前列のキャラのいない枠で、正面に相手のキャラがいる枠"
    b_left = "left_front: {name: 相手2, type: character, level: 1, power: 5000, soul: 1}"

    def moved(where: str, b_left: str) -> list[str]:
        r = resolve(loads(MOVE.format(where=where, b_left=b_left), "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "stage.right_front")

    assert moved(where, b_left) == ["後衛"]
    assert moved(where, "") == []
    assert moved("前列の右のキャラのいない枠", "") == ["後衛"]


def test_each_of_the_next_effects_once() -> None:
    """「次の2つの効果を1回ずつ行う。『…』『…』」: both, in the printed order (draw, then discard
    the card drawn); 「好きな順番で」: in the order the master chooses (discard from an empty hand,
    then draw); after 「そうしたら」 only if the step before was done."""
    effects = "『あなたは1枚引く。』『あなたは自分の手札を1枚選び、控え室に置く。』"
    r = run(f"次の2つの効果を1回ずつ行う。{effects}")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == [] and zone(r, "A", "waiting_room") == ["山1"]
    second_first = "choices:\n  - {player: A, at: mode, choose: '2'}"
    r = run(f"次の2つの効果を好きな順番で1回ずつ行う。{effects}", choices=second_first)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    gated = f"あなたは自分の控え室のCXを1枚選び、手札に戻す。そうしたら、次の2つの効果を1回ずつ行う。{effects}"
    assert zone(run(gated), "A", "hand") == [] and zone(run(gated), "A", "waiting_room") == []


def test_quoted_effects_on_lines_of_their_own() -> None:
    """An event prints the effects its lead sentence names on lines of their own: 「次の2つの効果の
    うちあなたが選んだ1つを行う。」 then 『…』 / 『…』, each on its line, is one ability (the second
    effect chosen: the opponent takes the damage, nothing drawn; the first: a card drawn); a line
    after them that is not a quote is an ability of its own."""
    lead = "次の2つの効果のうちあなたが選んだ1つを行う。"
    effects = "\\n『あなたは1枚引く。』\\n『相手に1ダメージを与える。』"
    second = "choices:\n  - {player: A, at: mode, choose: '2'}"
    r = run(lead + effects, choices=second)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == [] and len(zone(r, "B", "clock")) == 1
    r = run(lead + effects)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"] and zone(r, "B", "clock") == []
    r = run(lead + effects + "\\nあなたは1枚引く。", choices=second)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"] and len(zone(r, "B", "clock")) == 1


def test_one_of_two_places() -> None:
    """「手札に戻すかストック置場に置いてよい」: the master picks either place, or neither (〜てよい
    after the second verb is about the whole choice) — one decision since round 24: a place
    named (`at: dest`) is the put done there; `at: optional` no declines; yes leaves the place to
    the `at: dest` question after it."""
    text = "あなたは自分の控え室のCXを1枚選び、手札に戻すかストック置場に置いてよい。"

    def where(*answers: tuple[str, str]):  # type: ignore[no-untyped-def]
        choices = "choices:\n" + "".join(
            f"  - {{player: A, at: {at}, choose: {c}}}\n" for at, c in answers
        )
        r = run(text, waiting=CX, choices=choices)
        assert not unsupported(r)
        return r

    assert zone(where(("dest", "stock")), "A", "stock")[0] == "控えCX"
    assert zone(where(("dest", "hand")), "A", "hand") == ["控えCX"]
    assert zone(where(("optional", "yes"), ("dest", "stock")), "A", "stock")[0] == "控えCX"
    assert zone(where(("optional", "no")), "A", "waiting_room") == ["控えCX"]


def test_a_choice_of_several_parts() -> None:
    """「自分の控え室の、《音楽》のキャラを1枚までとCXを1枚まで選び」: one of each (the zone printed
    with the first is the second's too); 「キャラを1枚と《音楽》のキャラを1枚選び」: a card chosen
    for the first part is not there for the second (8.6.3)."""
    music = "{name: 音楽キャラ, type: character, level: 0, traits: [音楽]}"
    other = "{name: 他キャラ, type: character, level: 0, traits: [動物]}"  # given (round 28)
    waiting = f"[{music}, {other}, {{name: 控えCX, type: climax}}]"
    r = run(
        "あなたは自分の控え室の、《音楽》のキャラを1枚までとCXを1枚まで選び、手札に戻す。",
        waiting=waiting,
    )
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["控えCX", "音楽キャラ"]
    first = "choices:\n  - {player: A, at: choose, choose: 音楽キャラ}"
    r = run(
        "あなたは自分の控え室の、キャラを1枚と《音楽》のキャラを1枚選び、手札に戻す。",
        waiting=f"[{music}, {other}]",
        choices=first,
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["音楽キャラ"]
    both = "choices:\n  - {player: A, at: choose, choose: 他キャラ}"
    r = run(
        "あなたは自分の控え室の、キャラを1枚と《音楽》のキャラを1枚選び、手札に戻す。",
        waiting=f"[{music}, {other}]",
        choices=both,
    )
    assert sorted(zone(r, "A", "hand")) == ["他キャラ", "音楽キャラ"]


def test_a_choice_among_the_cards_just_chosen() -> None:
    """「…を2枚まで選び、公開し、1枚選び、手札に加え、残りのカードをストック置場に置く」: the second
    choice is among the two (no cards named), 残り the other of them; a choice naming no cards
    with nothing chosen before it is refused."""
    two = "[{name: 控えA, type: character, level: 0}, {name: 控えB, type: character, level: 0}]"
    choices = (
        "choices:\n  - {player: A, at: choose, choose: 控えA}\n"
        "  - {player: A, at: choose, choose: 控えB}\n"
        "  - {player: A, at: choose, choose: 控えB}"
    )
    r = run(
        "あなたは自分の控え室のキャラを2枚まで選び、公開し、1枚選び、手札に加え、残りのカードを"
        "ストック置場に置く。",
        waiting=two,
        choices=choices,
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["控えB"] and zone(r, "A", "stock")[0] == "控えA"
    assert unsupported(run("あなたは1枚選び、手札に加える。", waiting=two))


def test_colours_and_icons_between_cards() -> None:
    """「…の持つ色の合計が2色以上なら」 / 「Ｘは…の持つ色の合計に等しい」: how many colours the cards
    have between them (two reds are one colour); 「Ｘは…のトリガーアイコンの[[soul.gif]]の合計に
    等しい」: how many soul icons they have between them."""
    red = "{name: 赤, type: character, color: RED, trigger: [SOUL, SOUL]}"
    red2 = "{name: 赤2, type: character, color: RED}"
    blue = "{name: 青, type: climax, color: BLUE, trigger: [SOUL]}"
    cond = "あなたの控え室のカードの持つ色の合計が2色以上なら、あなたは1枚引く。"
    r = run(cond, waiting=f"[{red}, {blue}]")
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(run(cond, waiting=f"[{red}, {red2}]"), "A", "hand") == []

    def damage(x: str, waiting: str) -> int:
        r = run(f"相手にＸダメージを与える。Ｘは{x}に等しい。", waiting=waiting)
        assert not unsupported(r)
        return len(zone(r, "B", "clock"))

    assert damage("あなたの控え室のカードの持つ色の合計", f"[{red}, {red2}, {blue}]") == 2
    assert (
        damage("あなたの控え室のカードのトリガーアイコンの[[soul.gif]]の合計", f"[{red}, {blue}]")
        == 3
    )
    # 「相手に1ダメージをＸ回与える」: X separate damages of 1 (two reds, one blue: 2 colours)
    r = run(
        "相手に1ダメージをＸ回与える。Ｘはあなたの控え室のカードの持つ色の合計に等しい。",
        waiting=f"[{red}, {red2}, {blue}]",
    )
    assert not unsupported(r) and len(zone(r, "B", "clock")) == 2
    assert len([t for t in r.main.trace if "ダメージ処理を開始" in t.ja]) == 2


BACKUP = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage: {{center_front: {{name: 攻撃役, type: character, level: 1, power: 5000, soul: 1}}}}
    deck: [{{name: 山札1, type: character}}, 5]
  B:
    level: 1
    stock: 1
    hand:
      - {{name: 天使, type: character, level: 1, cost: 1, power: 2000, soul: 1, color: YELLOW, text: "【起】【カウンター】 助太刀2000 レベル1 ［(1) 手札のこのカードを控え室に置く］"}}
    stage: {{center_front: {{name: 防御役, type: character, level: 1, power: 4000, soul: 1}}}}
    deck: [{{name: 札1, type: character}}, 5]
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
  - do: attack
    player: A
    slot: center_front
    kind: front
    counter: [{{do: activate, player: B, card: 天使{allowed}}}]
"""


def test_a_prohibition_chained_to_a_change_lasts_as_long() -> None:
    """「そのターン中、…パワーを＋1000し、相手は『助太刀』を手札からプレイできない」: the prohibition has
    no duration of its own; the sentence's governs it (1.3.3): B may not play its 助太刀 in A's
    attack that turn (the card stays in the hand, the stock unpaid); without the prohibition it
    does. 「次の相手のターンの終わりまで」 lasts that long for both."""
    chosen = "あなたは自分のキャラを1枚選び、"
    forbid = chosen + "{d}、パワーを＋1000し、相手は『助太刀』を手札からプレイできない。"
    r = resolve(
        loads(
            BACKUP.format(text=forbid.format(d="そのターン中"), allowed=", allowed: false"),
            "t.yaml",
        )
    )
    assert not unsupported(r)
    assert zone(r, "B", "hand") == ["天使"] and len(zone(r, "B", "stock")) == 1
    plain = chosen + "そのターン中、パワーを＋1000する。"
    r = resolve(loads(BACKUP.format(text=plain, allowed=""), "t.yaml"))
    assert zone(r, "B", "hand") == [] and "天使" in zone(r, "B", "waiting_room")
    text = forbid.format(d="次の相手のターンの終わりまで")
    r = resolve(loads(BACKUP.format(text=text, allowed=", allowed: false"), "t.yaml"))
    effects = {e.stat: e.until for e in r.main.final.effects}
    assert effects["forbid"] == effects["power"] != "turn"


def test_that_battle_opponent() -> None:
    """「そのバトル相手」: the battle opponent named before — by the trigger 「このカードのバトル相手が
    【リバース】した時」 even after a card was chosen since (相手役 goes to the clock, not the chosen
    攻撃役), or the card the trigger 「他のあなたのキャラのバトル相手が【リバース】した時」 names; the
    attacker (4500 + 1000) reverses 相手役 (5000); with no reversal nothing moves."""
    top = "{name: 山札のキャラ, type: character}"
    plus = "【永】 このカードのパワーを＋1000。\\n"
    then = "その後、あなたはそのバトル相手をクロック置場に置く。"
    own = (
        "【自】 このカードのバトル相手が【リバース】した時、あなたは自分のキャラを1枚選び、"
        "そのターン中、パワーを＋1000。" + then
    )
    other = "【自】 他のあなたのキャラのバトル相手が【リバース】した時、" + then.replace(
        "その後、", ""
    )

    def clock(text: str, atext: str) -> list[str]:
        r = resolve(loads(ATTACK.format(top=top, text=text, atext=atext), "t.yaml"))
        assert not unsupported(r)
        assert zone(r, "A", "stage.center_front") == ["攻撃役"]
        return zone(r, "B", "clock")

    assert "相手役" in clock("", plus + own)
    assert "相手役" not in clock("", own)
    assert "相手役" in clock(other, plus)
    assert "相手役" not in clock(other, "")


STOCKS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    waiting_room: {waiting}
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 1
    stock: {stock}
    deck: [{{name: 上, type: character}}, 8, {{name: 下, type: character}}]
    stage:
      center_front: {{name: 相手役, type: character, level: 2, power: 6000, soul: 1}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
"""


def test_the_same_number_and_x_cards_from_a_deck_end() -> None:
    """「相手は自分のストックすべてを、控え室に置き、(その山札をシャッフルし、)自分の山札の上から同じ
    枚数をストック置場に置く」: as many as the step before moved (3, or 1); 「相手の山札の下からＸ枚
    を、控え室に置く。Ｘは…に等しい」: X as it is then (2 cards in A's waiting room: 下 and the one
    above it), none when X is 0; 「…を1枚引き、…同じ枚数…」 after a draw: as many as were drawn."""

    def run_(text: str, stock: int = 3, waiting: str = "[]"):  # type: ignore[no-untyped-def]
        r = resolve(loads(STOCKS.format(text=text, stock=stock, waiting=waiting), "t.yaml"))
        assert not unsupported(r)
        return r

    same = "相手は自分のストックすべてを、控え室に置き、自分の山札の上から同じ枚数をストック置場に置く。"
    for n in (3, 1):
        r = run_(same, stock=n)
        assert len(zone(r, "B", "waiting_room")) == n and len(zone(r, "B", "stock")) == n
        assert "上" in zone(r, "B", "stock") and len(zone(r, "B", "deck")) == 10 - n
    x = "あなたは相手の山札の下からＸ枚を、控え室に置く。Ｘはあなたの控え室のカードの枚数に等しい。"
    two = "[{name: 控え1, type: character}, {name: 控え2, type: character}]"
    r = run_(x, waiting=two)
    assert len(zone(r, "B", "waiting_room")) == 2 and "下" in zone(r, "B", "waiting_room")
    r = run_(x)
    assert zone(r, "B", "waiting_room") == [] and len(zone(r, "B", "deck")) == 10
    # after a draw, as many as it drew (the draw is card by card, 3.2.3)
    drawn = "あなたは1枚引き、相手の山札の上から同じ枚数を控え室に置く。"
    r = run_(drawn, stock=0)
    assert zone(r, "B", "waiting_room") == ["上"] and len(zone(r, "A", "hand")) == 1


def test_that_card_is_not_one() -> None:
    """「そのカードが《X》のキャラでないなら」 (the copula でない the grammar reads as 出ない): the card
    put into the waiting room (山1, a character with no trait) is not a 《音楽》 character — a
    card is drawn (山2); it is a character — nothing drawn."""
    mill = "あなたは自分の山札の上から1枚を、控え室に置く。"
    r = run(mill + "そのカードが《音楽》のキャラでないなら、あなたは1枚引く。")
    assert not unsupported(r)
    assert zone(r, "A", "waiting_room") == ["山1"] and zone(r, "A", "hand") == ["山2"]
    r = run(mill + "そのカードがキャラでないなら、あなたは1枚引く。")
    assert not unsupported(r)
    assert zone(r, "A", "waiting_room") == ["山1"] and zone(r, "A", "hand") == []


def test_if_a_card_was_added_to_the_hand() -> None:
    """「…を1枚まで選んで相手に見せ、手札に加え、残りのカードを控え室に置く。手札に加えたなら」: the
    effect put a card into the hand (the climax 山2 is: one more card is drawn); a choice of none
    (no event among the three) adds nothing, and nothing is drawn."""
    look = "choices:\n  - {player: A, at: look, choose: '3'}"
    text = (
        "あなたは自分の山札を上から3枚まで見て、{k}を1枚まで選んで相手に見せ、手札に加え、"
        "残りのカードを控え室に置く。手札に加えたなら、あなたは1枚引く。"
    )
    r = run(text.format(k="CX"), choices=look)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand"), key=str) == sorted([None, "山2"], key=str)
    r = run(text.format(k="イベント"), choices=look)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == [] and len(zone(r, "A", "waiting_room")) == 3


def test_there_are_both_a_and_b() -> None:
    """「あなたの控え室に、「A」と「B」があるなら」: there is an A and there is a B (only A: nothing);
    「あなたの、「主役」と「脇役」がいるなら」: the owner printed first is both's; 「…に、赤のカードと
    青のカードがあるなら」: a card of each colour."""
    a, b = "{name: A, type: character, color: RED}", "{name: B, type: climax, color: BLUE}"
    text = "あなたの控え室に、「A」と「B」があるなら、あなたは1枚引く。"

    def drawn(text: str, waiting: str = "[]", extra: str = "") -> int:
        r = run(text, waiting=waiting, extra=extra)
        assert not unsupported(r)
        return len(zone(r, "A", "hand"))

    assert drawn(text, f"[{a}, {b}]") == 1 and drawn(text, f"[{a}, {a}]") == 0
    colours = "あなたの控え室に、赤のカードと青のカードがあるなら、あなたは1枚引く。"
    assert drawn(colours, f"[{a}, {b}]") == 1 and drawn(colours, f"[{a}]") == 0
    on_stage = "あなたの、「主役」と「脇役」がいるなら、あなたは1枚引く。"
    side = "left_front: {name: 脇役, type: character, level: 0, power: 1000, soul: 1}"
    assert drawn(on_stage, extra=side) == 1 and drawn(on_stage) == 0


PAID = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    stock: 1
    deck: [{{name: 山1, type: character}}, 5]
    stage:
      center_front: {{name: 攻撃役, type: character, level: 1, power: 9000, soul: 1, text: "{text}"}}
  B:
    deck: [{{name: 札1, type: character}}, 5]
    stage: {{center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1}}}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: optional, choose: {pay}}}
"""


def test_if_the_cost_was_paid() -> None:
    """「…コストを払ってよい。コストを払ったなら、あなたは1枚引く」: paid (the stock card goes), a card
    is drawn; declined, nothing (8.4.2.1). The trigger check then adds the deck's top to the
    stock."""
    text = "【自】［(1)］ このカードがアタックした時、あなたはコストを払ってよい。コストを払ったなら、あなたは1枚引く。"
    for pay, hand, stock in (("yes", ["山1"], 1), ("no", [], 2)):
        r = resolve(loads(PAID.format(text=text, pay=pay), "t.yaml"))
        assert not unsupported(r)
        assert zone(r, "A", "hand") == hand and len(zone(r, "A", "stock")) == stock


def test_a_level_above_a_players_level() -> None:
    """「相手の、レベルが相手のレベルより高いキャラ」: a level above that player's (相手役, level 2,
    against B's level 1); 「…があなたのレベルより高い」: above A's level (1: it is; 2: not, nothing
    moves)."""
    text = "あなたは相手の、レベルが{who}のレベルより高いキャラを1枚選び、控え室に置く。"
    r = run(text.format(who="相手"))
    assert not unsupported(r) and zone(r, "B", "waiting_room") == ["相手役"]
    r = run(text.format(who="あなた"), level=1)
    assert not unsupported(r) and zone(r, "B", "waiting_room") == ["相手役"]
    r = run(text.format(who="あなた"), level=2)
    assert not unsupported(r) and zone(r, "B", "stage.center_front") == ["相手役"]


MOVES = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
      left_back: {{name: 後衛, type: character, level: 0, power: 1000, soul: 1}}
  B:
    deck: 10
    stage: {{center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1}}}}
actions:
{actions}
"""


def test_may_not_be_moved_to_another_slot() -> None:
    """「このカードは他の枠に動かせない」 (1.3.3): the main phase's move (6.5.1.2.4) of 主役 to the
    empty left front slot is refused, and so is swapping it with 後衛; without it, it moves. Given
    by an effect (「…を1枚選び、そのターン中、次の能力を与える。『【永】 このカードは他の枠に動かせ
    ない。』」) it is refused the same way."""
    ban = "【永】 このカードは他の枠に動かせない。"
    move = "  - {do: swap, player: A, slot: center_front, with: left_front}"
    swap = "  - {do: swap, player: A, slot: center_front, with: left_back}"

    def where(text: str, actions: str) -> list[str]:
        r = resolve(loads(MOVES.format(text=text, actions=actions), "t.yaml"))
        assert not unsupported(r)
        return [zone(r, "A", f"stage.{s}") for s in ("center_front", "left_front", "left_back")]

    assert where(ban, move) == [["主役"], [], ["後衛"]]
    assert where(ban, swap) == [["主役"], [], ["後衛"]]
    assert where("", move) == [[], ["主役"], ["後衛"]]
    assert where("", swap) == [["後衛"], [], ["主役"]]
    given = (
        "  - {do: resolve_text, player: A, text: 'あなたは自分のキャラを1枚選び、そのターン中、次の能力を"
        "与える。『【永】 このカードは他の枠に動かせない。』'}\n"
    )
    chosen = "choices:\n  - {player: A, at: choose, choose: 主役}"
    assert where("", given + move + "\n" + chosen) == [["主役"], [], ["後衛"]]
    # 「このカードの正面のキャラは他の枠に動かせない」 on 主役: B's 相手役 (facing it, 3.6.6) stays
    facing = "【永】 このカードの正面のキャラは他の枠に動かせない。"
    theirs = "  - {do: swap, player: B, slot: center_front, with: left_front}"

    def b_where(text: str) -> list[list[str]]:
        src = MOVES.format(text=text, actions=theirs)
        r = resolve(loads(src.replace("player: A, number: 5", "player: B, number: 6"), "t.yaml"))
        assert not unsupported(r)
        return [zone(r, "B", "stage.center_front"), zone(r, "B", "stage.left_front")]

    assert b_where(facing) == [["相手役"], []] and b_where("") == [[], ["相手役"]]


DECK = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{deck}, 5]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: 10
    stage: {{center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1}}}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
"""


def test_per_climax_of_those_cards_with_an_icon() -> None:
    """「それらのカードのトリガーアイコンが[[soul.gif]]のCX1枚につき、あなたは1枚引く」 (the grammar
    splits 「…トリガーアイコンが」 from 「[[soul.gif]]のCX1枚につき」): one card drawn per climax with
    that icon among the three put into the waiting room (two soul climaxes and a gate one: 2)."""
    text = (
        "あなたは自分の山札の上から3枚を、控え室に置く。"
        "それらのカードのトリガーアイコンが[[soul.gif]]のCX1枚につき、あなたは1枚引く。"
    )
    soul = "{name: 魂, type: climax, trigger: [SOUL]}"
    gate = "{name: 門, type: climax, trigger: [GATE]}"

    def drawn(deck: str) -> int:
        r = resolve(loads(DECK.format(deck=deck, text=text), "t.yaml"))
        assert not unsupported(r)
        return len(zone(r, "A", "hand"))

    assert drawn(f"{soul}, {soul}, {gate}") == 2
    assert drawn(f"{gate}, {gate}, {soul}") == 1


NOT_REVERSED = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: {phase}, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山1, type: character}}, 5]
    stage:
      center_front: {{name: 攻撃役, type: character, level: 1, power: 4500, soul: 1, text: "【自】 このカードがアタックした時、あなたは相手のキャラを1枚選び、【リバース】する。"}}
  B:
    deck: 10
    stage: {{center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}}}
actions:
  - {action}
"""


def test_not_reversed_by_the_opponents_automatic_abilities() -> None:
    """「このカードは相手のキャラの【自】の効果によって【リバース】されない」 (1.3.3): A's attacker's
    「アタックした時、…【リバース】する」 leaves 相手役 as it is (it then wins the battle, 5000
    against 4500); without it 相手役 is reversed; an event's effect (not a character's automatic
    ability) still reverses it."""
    ban = "【永】 このカードは相手のキャラの【自】の効果によって【リバース】されない。"
    attack = "{player: A, do: attack, slot: center_front, kind: front}"
    event = (
        "{do: resolve_text, player: A, text: 'あなたは相手のキャラを1枚選び、【リバース】する。'}"
    )

    def orientation(text: str, action: str, phase: str = "attack") -> str | None:
        src = NOT_REVERSED.format(text=text, action=action, phase=phase)
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        return r.main.final.players["B"].zones["stage.center_front"][0].orientation

    assert orientation(ban, attack) != "reverse"
    assert orientation("", attack) == "reverse"
    assert orientation(ban, event, "main") == "reverse"


MARKERS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 5
    waiting_room:
      - {{name: 控えA, type: character, level: 0, traits: [音楽]}}
      - {{name: 控えB, type: character, level: 0, traits: [音楽]}}
      - {{name: 控えC, type: character, level: 0}}
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B: {{deck: 5}}
actions:
  - {{do: resolve_text, player: A, card: 主役, text: "{text}"}}
choices:
{choices}
"""


def test_markers_put_in_an_order_of_your_choice_face_up() -> None:
    """「…をこのカードの下にマーカーとして好きな順番で表向きに置く」 (the grammar reads マーカーと
    して好きな順番で as one means and 表向きに as a second goal): the chosen cards go under this
    card face up (3.7.2.1), in the order the master picks (3.7.2.2); without 表向きに they are
    put face down (3.7.2), and a card that is not chosen stays where it is."""
    text = (
        "あなたは自分の控え室の《音楽》のキャラを2枚まで選び、"
        "このカードの下にマーカーとして好きな順番で{face}置く。"
    )
    choices = (
        "  - {{player: A, at: choose, choose: 控えA}}\n"
        "  - {{player: A, at: choose, choose: 控えB}}\n"
        "  - {{player: A, at: order, choose: {lowest}}}"
    )

    def markers(face: str, lowest: str = "控えB"):  # type: ignore[no-untyped-def]
        src = MARKERS.format(text=text.format(face=face), choices=choices.format(lowest=lowest))
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        under = r.main.final.players["A"].zones["markers.center_front"]
        return [(c.name, c.face_up) for c in under], zone(r, "A", "waiting_room")

    # the zone is listed from the top: the marker picked first is the lowest
    up, left = markers("表向きに")
    assert up == [("控えA", True), ("控えB", True)] and left == ["控えC"]
    assert markers("表向きに", lowest="控えA")[0] == [("控えB", True), ("控えA", True)]
    down, left = markers("")
    assert down == [("控えA", False), ("控えB", False)] and left == ["控えC"]


REVEAL = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 手札1, type: character, level: 0}}]
    deck:
      - {{name: 山1, type: character, level: 0}}
      - {{name: 山2, type: character, level: 0, traits: [音楽]}}
      - {{name: 山3, type: character, level: 0, traits: [音楽]}}
      - 5
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B: {{deck: 5}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""


def test_revealing_up_to_n_cards_from_the_top() -> None:
    """「山札の上から3枚までを、公開してよい。1枚以上公開したなら、それらのカードの《音楽》のキャ
    ラを1枚まで選び、手札に加え、残りのカードを控え室に置き、自分の手札を1枚選び、控え室に置く」:
    the master picks how many to reveal (4.9.1, 8.6.3.1.1); the choice is among those revealed
    only, the others go to the waiting room; revealing none does none of the rest."""
    text = (
        "あなたは自分の山札の上から3枚までを、公開してよい。1枚以上公開したなら、"
        "あなたはそれらのカードの《音楽》のキャラを1枚まで選び、手札に加え、"
        "残りのカードを控え室に置き、自分の手札を1枚選び、控え室に置く。"
    )

    def reveal(n: int, *picks: str):  # type: ignore[no-untyped-def]
        choices = f"  - {{player: A, at: reveal, choose: '{n}'}}\n" + "".join(
            f"  - {{player: A, at: choose, choose: {p}}}\n" for p in picks
        )
        r = resolve(loads(REVEAL.format(text=text, choices=choices or "  []"), "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "hand"), zone(r, "A", "waiting_room"), zone(r, "A", "deck")[:2]

    hand, waiting, _ = reveal(2, "山2", "手札1")
    assert hand == ["山2"] and sorted(waiting) == ["山1", "手札1"]
    # 山3 was not revealed: it cannot be chosen
    with pytest.raises(ScenarioError, match="山3"):
        reveal(2, "山3", "手札1")
    hand, waiting, deck = reveal(0)
    assert hand == ["手札1"] and waiting == [] and deck == ["山1", "山2"]


LOOK = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 5
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: 5
    hand: [{{name: 相手札1, type: character, level: 0}}, {{name: 相手札2, type: climax}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
"""


def test_looking_at_the_opponents_hand() -> None:
    """「相手の手札を見る」: the master sees the cards of a zone otherwise hidden from them
    (3.3.2); nothing moves. 「相手の山札を見る」 (no count) is still refused."""
    r = resolve(loads(LOOK.format(text="あなたは相手の手札を見る。"), "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "B", "hand") == ["相手札1", "相手札2"]
    seen = [t for t in r.main.trace if "3.3.2" in t.clauses]
    assert len(seen) == 1 and "相手札1" in seen[0].ja and "相手札2" in seen[0].ja
    deck = resolve(loads(LOOK.format(text="あなたは相手の山札を見る。"), "t.yaml"))
    assert unsupported(deck)


def test_cards_looked_at_put_back_in_their_order() -> None:
    """「山札を上から2枚まで見て、山札の上に元の順番で置く」: the cards looked at go back on top as
    they lay (3.1.5); 「好きな順番で」 lets the master reorder them — 元の順番 does not."""
    look = "  - {player: A, at: look, choose: '2'}"

    def deck(how: str, more: str = ""):  # type: ignore[no-untyped-def]
        text = f"あなたは自分の山札を上から2枚まで見て、山札の上に{how}置く。"
        r = run(text, choices="choices:\n" + look + more)
        assert not unsupported(r)
        # the two cards were put back (a step that moved them both), not left alone
        assert [t for t in r.main.trace if "山1" in t.ja and "山2" in t.ja and "置く" in t.ja]
        return zone(r, "A", "deck")

    assert deck("元の順番で")[:2] == ["山1", "山2"]
    reordered = deck("好きな順番で", "\n  - {player: A, at: order, choose: 山2}")
    assert reordered[:2] == ["山2", "山1"]
    # a card chosen from elsewhere has no order to keep: refused
    r = run("あなたは自分の控え室のキャラを1枚選び、山札の上に元の順番で置く。", waiting=CX)
    assert unsupported(r)


# ------------------------------------------------------------------ triggers

PLACED_THIS_TURN = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    clock: [{{name: 黄, type: character, color: YELLOW}}]
    hand: {hand}
    deck: [{{name: 山1, type: character, level: 0}}, {{name: 山2, type: character}}, 8]
    stage: {stage}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 相手役, type: character, level: 0, power: 1000, soul: 1}}
actions:
{actions}  - {{do: attack, slot: center_front, kind: front}}
"""


def test_a_timing_read_in_the_turn_this_card_was_placed() -> None:
    """「このカードが手札から舞台に置かれたターン中、このカードのアタックの終わりに」: the timing
    after the period triggers only in the turn the card was put onto the stage from the hand (as
    「…ターン中、…時」 does); on the stage since an earlier turn, it does not."""
    card = (
        "{name: 新顔, type: character, level: 0, cost: 0, power: 9000, soul: 1, color: YELLOW, "
        'text: "【自】 このカードが手札から舞台に置かれたターン中、このカードのアタックの終わりに、'
        'あなたは1枚引く。"}'
    )
    played = PLACED_THIS_TURN.format(
        hand=f"[{card}]", stage="{}", actions="  - {do: play, card: 新顔, slot: center_front}\n"
    )
    r = resolve(loads(played, "t.yaml"))
    # the trigger check took 山1; the ability drew 山2
    assert not unsupported(r) and zone(r, "A", "hand") == ["山2"]
    earlier = PLACED_THIS_TURN.format(hand="[]", stage=f"{{center_front: {card}}}", actions="")
    r = resolve(loads(earlier, "t.yaml"))
    assert not unsupported(r) and zone(r, "A", "hand") == []


# ------------------------------------------------------------------ costs

RETURN_COST = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    waiting_room: {waiting}
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}]
    stage:
      center_front: {{name: 起動役, type: character, level: 1, power: 3000, soul: 1, text: "【起】［あなたの控え室のキャラを2枚山札に戻し、その山札をシャッフルする］ あなたは1枚引く。"}}
  B:
    deck: 10
actions:
  - {{do: activate, player: A, card: 起動役}}
"""


def test_a_cost_returning_cards_to_the_deck_then_shuffling_it() -> None:
    """「［あなたの控え室のキャラを2枚山札に戻し、その山札をシャッフルする］」: two characters of
    the waiting room go into the deck, which is shuffled (3.2.4), before the effect (8.4.2);
    with one character in the waiting room the cost cannot be paid and nothing happens."""
    two = "[{name: 控え1, type: character}, {name: 控え2, type: character}, {name: 控えCX, type: climax}]"
    r = resolve(loads(RETURN_COST.format(waiting=two), "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "A", "waiting_room") == ["控えCX"]
    assert len(zone(r, "A", "deck")) == 3 and len(zone(r, "A", "hand")) == 1
    shuffles = [
        t for t in r.main.trace if "山札をシャッフルする" in t.ja and "起動能力" not in t.ja
    ]
    assert shuffles and "3.2.4" in shuffles[0].clauses
    one = "[{name: 控え1, type: character}, {name: 控えCX, type: climax}]"
    r = resolve(loads(RETURN_COST.format(waiting=one), "t.yaml"))
    assert zone(r, "A", "waiting_room") == ["控え1", "控えCX"] and zone(r, "A", "hand") == []


# ------------------------------------------------------------------ prohibitions on a card


def test_a_card_that_is_not_reversed() -> None:
    """「【永】 このカードは【リバース】しない」: the loser of a battle (7.6.1.2) stays as it is
    (1.3.3); 「そのターン中、このカードは【リバース】しない」 in an effect: for that turn."""

    def orient(power: int, mine: str = "", theirs: str = "") -> tuple[str, str]:
        r = ws_battle(power, mine, theirs)
        assert not unsupported(r)
        return center_orientations(r)

    never = "【永】 このカードは【リバース】しない。"
    assert orient(9000)[1] == "reverse"
    assert orient(9000, theirs=never)[1] == "stand"
    # the winner of the battle is not reversed either way
    assert orient(9000, mine=never)[1] == "reverse"
    this_turn = "【自】 このカードがアタックした時、そのターン中、このカードは【リバース】しない。"
    assert orient(3000)[0] == "reverse"
    assert orient(3000, mine=this_turn)[0] == "rest"
    # nor does an effect reverse it (1.3.3)
    by_effect = "あなたは相手のキャラを1枚選び、【リバース】する。"
    guarded = BOARD.replace("power: 6000, soul: 1}}", f'power: 6000, soul: 1, text: "{never}"}}}}')
    for src, want in ((BOARD, "reverse"), (guarded, "stand")):
        text = src.format(
            text=by_effect, level=1, clock="1", waiting="[]", extra="", choices="", stock=5
        )
        r = resolve(loads(text, "t.yaml"))
        assert not unsupported(r)
        assert r.main.final.players["B"].zones["stage.center_front"][0].orientation == want


def test_a_step_of_a_players_turn() -> None:
    """「相手のターンのカウンターステップの始めに」: the counter step (7.4.1.1) of the opponent's
    turn only; 「すべてのプレイヤーのカウンターステップの始めに」: of either player's turn (as the
    step alone). A attacks: B's card with the first draws, A's does not."""

    def hands(mine: str = "", theirs: str = "") -> tuple[int, int]:
        r = ws_battle(3000, mine, theirs)
        assert not unsupported(r)
        return tuple(len(zone(r, p, "hand")) for p in "AB")  # type: ignore[return-value]

    theirs = "【自】 相手のターンのカウンターステップの始めに、あなたは1枚引く。"
    assert hands() == (0, 0)
    assert hands(theirs=theirs) == (0, 1)
    assert hands(mine=theirs) == (0, 0)
    assert hands(mine=theirs.replace("相手の", "あなたの")) == (1, 0)
    every = "【自】 すべてのプレイヤーのカウンターステップの始めに、あなたは1枚引く。"
    assert hands(mine=every, theirs=every) == (1, 1)


def test_the_end_of_an_attack_by_a_card_described() -> None:
    """「このカードのバトル相手のアタックの終わりに」: B's 受け役 is battling the attacker at the end
    of the attack (7.2.1.5.1, 7.6.1.5); 「あなたの前列の中央の枠のキャラのアタックの終わりに」: A's
    攻め役 attacks from that slot — from the left slot's description, nothing."""

    def hands(mine: str = "", theirs: str = "") -> tuple[int, int]:
        r = ws_battle(3000, mine, theirs)
        assert not unsupported(r)
        return tuple(len(zone(r, p, "hand")) for p in "AB")  # type: ignore[return-value]

    opp = "【自】 このカードのバトル相手のアタックの終わりに、あなたは1枚引く。"
    assert hands(theirs=opp) == (0, 1)
    centre = "【自】 あなたの前列の中央の枠のキャラのアタックの終わりに、あなたは1枚引く。"
    assert hands(mine=centre) == (1, 0)
    assert hands(mine=centre.replace("中央", "左")) == (0, 0)


RESTED = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 3000, soul: 1}}
  B:
    level: 1
    deck: [{{name: 札1, type: character}}, {{name: 札2, type: character}}, 8]
    stage:
      center_front: {{name: 受け役, type: character, level: 1, power: 5000, soul: 1, state: {state}}}
      left_back: {{name: 見張り, type: character, level: 0, power: 500, soul: 1, text: "{text}"}}
actions:
  - {{do: resolve_text, player: A, text: "{action}"}}
"""


def test_every_character_of_a_player_rested() -> None:
    """「相手のキャラすべてを【レスト】する」: each of B's characters is turned, one event each —
    B's 見張り (「あなたの【スタンド】しているキャラが【レスト】した時」) triggers once for each that
    was 【スタンド】 (itself too); a reversed 受け役 is turned but was not standing."""
    mine = "【自】 あなたの【スタンド】しているキャラが【レスト】した時、あなたは1枚引く。"

    def after(state: str) -> list[str]:
        src = RESTED.format(text=mine, state=state, action="相手のキャラすべてを【レスト】する。")
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        stage = r.main.final.players["B"].zones
        assert [stage[z][0].orientation for z in ("stage.center_front", "stage.left_back")] == [
            "rest",
            "rest",
        ]
        return sorted(zone(r, "B", "hand"))

    assert after("stand") == ["札1", "札2"]
    assert after("reverse") == ["札1"]


def test_a_standing_character_rested() -> None:
    """「相手の【スタンド】しているキャラが【レスト】した時」: A's effect rests B's standing 受け役 —
    B's 見張り (whose opponent is A) does not trigger on it, while 「あなたの…」 does; a reversed
    character rested was not 【スタンド】 before (the subject's state as the event happened)."""

    def drew(text: str, state: str = "stand") -> list[str]:
        action = "あなたは相手の前列のキャラを1枚選び、【レスト】する。"
        r = resolve(loads(RESTED.format(text=text, state=state, action=action), "t.yaml"))
        assert not unsupported(r)
        assert r.main.final.players["B"].zones["stage.center_front"][0].orientation == "rest"
        return zone(r, "B", "hand")

    mine = "【自】 あなたの【スタンド】しているキャラが【レスト】した時、あなたは1枚引く。"
    assert drew(mine) == ["札1"]
    assert drew(mine, state="reverse") == []
    assert drew(mine.replace("あなたの", "相手の")) == []
    # an attack rests the attacker (7.2.1.5.3): the opponent's character was standing
    r = ws_battle(3000, "", mine.replace("あなたの", "相手の"))
    assert not unsupported(r) and len(zone(r, "B", "hand")) == 1
    # 「このカードとバトル中のキャラが【レスト】した時」: the attacker, rested as it attacks, is in
    # a battle with 受け役 then (7.2.1.5.1, 7.2.1.5.3) — not with itself
    battling = "【自】 このカードとバトル中のキャラが【レスト】した時、あなたは1枚引く。"
    for mine, theirs, hands in (("", battling, (0, 1)), (battling, "", (0, 0))):
        r = ws_battle(3000, mine, theirs)
        assert not unsupported(r)
        assert (len(zone(r, "A", "hand")), len(zone(r, "B", "hand"))) == hands


SIDE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山1, type: character}}, 9]
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 3000, soul: 2, text: "{mine}"}}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 受け役, type: character, level: 1, power: 5000, soul: 1}}
actions:
{before}  - {{do: attack, slot: center_front, kind: side}}
"""


def test_no_soul_lost_by_a_side_attack() -> None:
    """「このカードはサイドアタックしてもソウルが減少しない」: a side attack takes no soul for the
    level of the character opposite (7.2.1.4.2; the text wins, 1.3.1): B takes 2 damage, not 1;
    in an effect, 「そのターン中、」 for that turn."""

    def damage(mine: str = "", before: str = "") -> int:
        r = resolve(loads(SIDE.format(mine=mine, before=before), "t.yaml"))
        assert not unsupported(r)
        return len(zone(r, "B", "clock"))

    assert damage() == 1  # soul 2, -1 for the level-1 character opposite
    assert damage("【永】 このカードはサイドアタックしてもソウルが減少しない。") == 2
    assert (
        damage("【永】 このカードはサイドアタックしてもソウルが減らない。") == 2
    )  # 減る, same verb
    assert (
        damage(
            "【自】 このカードがアタックした時、そのターン中、このカードはサイドアタックしてもソウルが減少しない。"
        )
        == 1  # the attack was declared (and its soul reduced) before this triggered
    )
    used = "  - {do: activate, player: A, card: 攻め役}\n"
    activated = "【起】 そのターン中、このカードはサイドアタックしてもソウルが減少しない。"
    assert damage(activated, used) == 2 and damage(activated) == 1


# ------------------------------------------------------------------ an event's play rules

EVENT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: [{{name: 黄L, type: character, color: YELLOW}}]
    stock: 3
    clock: [{{name: 黄, type: character, color: YELLOW}}]
    hand:
      - {{name: 催し, type: event, level: 1, cost: 0, color: {colour}, text: "{text}"}}
    deck: [{{name: 山1, type: character}}, 9]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, traits: [{trait}]}}
  B:
    deck: 10
actions:
  - {{do: play, card: 催し}}
"""


def test_an_event_not_played_unless_before_its_effect() -> None:
    """「このカードは、あなたの《音楽》のキャラがいないなら、手札からプレイできない。あなたは1枚
    引く。」: the first sentence is a condition on playing the event from the hand (2.12.2.3), the
    second its effect; 「このカードは、色条件を満たさずに手札からプレイできる。」 after it lifts the
    colour condition (8.6.2.1.1, 1.3.1)."""
    text = "このカードは、あなたの《音楽》のキャラがいないなら、手札からプレイできない。あなたは1枚引く。"

    def hand(text: str, trait: str = "音楽", colour: str = "YELLOW") -> list[str]:
        r = resolve(loads(EVENT.format(text=text, trait=trait, colour=colour), "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "hand")

    assert hand(text) == ["山1"]
    assert hand(text, trait="本") == ["催し"]  # not played: still in the hand
    free = text.replace(
        "。あなた", "。このカードは、色条件を満たさずに手札からプレイできる。あなた"
    )
    assert hand(text, colour="RED") == ["催し"]  # no red card in level or clock (8.6.2.1.1)
    assert hand(free, colour="RED") == ["山1"]
    assert hand(free, trait="本", colour="RED") == ["催し"]


def test_a_player_levels_up_or_plays_an_event() -> None:
    """「あなたがレベルアップした時」: the level-up rule process (9.3.2) put a card into the
    master's level zone — the 7th clock card comes from the effect, so 見届け役 draws after it;
    「あなたがイベントをプレイした時」: an event of the master's has been played (8.6.2.4) — 主役
    draws besides the event's own draw; 「相手が…」 does not."""
    watch = (
        'left_back: {name: 見届け役, type: character, level: 0, power: 500, soul: 1, text: "'
        '【自】 あなたがレベルアップした時、あなたは1枚引く。"}'
    )
    r = run("あなたは自分の山札の上から1枚を、クロック置場に置く。", clock="6", extra=watch)
    assert (
        not unsupported(r) and zone(r, "A", "hand") == ["山2"] and len(zone(r, "A", "level")) == 2
    )
    r = run("あなたは自分の山札の上から1枚を、クロック置場に置く。", clock="5", extra=watch)
    assert not unsupported(r) and zone(r, "A", "hand") == []

    def hand(trigger: str) -> list[str]:
        src = EVENT.format(text="あなたは1枚引く。", trait="音楽", colour="YELLOW").replace(
            "traits: [音楽]}", f'traits: [音楽], text: "{trigger}"}}'
        )
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "hand")

    mine = "【自】 あなたがイベントをプレイした時、あなたは1枚引く。"
    assert len(hand(mine)) == 2
    assert len(hand(mine.replace("あなたが", "相手が"))) == 1


def test_alternatives_among_the_cards_just_revealed() -> None:
    """「相手はそれらのカードのキャラかイベントを1枚選び、あなたの手札に加え」: 「それらのカードの」 is
    where either description is taken from — the character 山1 of the two revealed, not the
    climax 山2, which goes with the rest."""
    text = (
        "あなたは自分の山札の上から2枚を公開し、相手はそれらのカードのキャラかイベントを1枚選び、"
        "あなたの手札に加え、残りのカードを控え室に置く。"
    )
    r = run(text)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"] and zone(r, "A", "waiting_room") == ["山2"]
    # with no character or event among them, nothing is chosen: both go with the rest (山1's
    # traits given: left out, its 《音楽》 would be branched on, round 28)
    board = BOARD.replace(
        "{{name: 山1, type: character, level: 0}}",
        "{{name: 山1, type: character, level: 0, traits: [動物]}}",
    ).format(
        text=text.replace("キャラかイベント", "イベントか《音楽》のキャラ"),
        level=1,
        clock="1",
        waiting="[]",
        extra="",
        choices="",
        stock=5,
    )
    r = resolve(loads(board, "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "A", "hand") == [] and sorted(zone(r, "A", "waiting_room")) == ["山1", "山2"]


# ------------------------------------------------------------------ trigger icons given

ICON_GIFT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    climax: {climax}
    deck:
      - {{name: 札X, type: character, level: 0, text: "{top}"}}
      - 9
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 3000, soul: 1, text: "{mine}"}}
  B:
    level: 1
    deck: [{{name: 受1, type: character}}, {{name: 受2, type: character}}, {{name: 受3, type: character}}, 7]
actions:
  - {{do: attack, slot: center_front, kind: direct}}
"""


def test_trigger_icons_given_in_every_zone() -> None:
    """「すべての領域にあるこのカードはトリガーアイコンに[[soul.gif]]を得る」: the ability works in the
    deck and the resolution zone too (2.12.2.3), so the trigger check reveals a soul icon (7.3.1.2,
    4.12.2): the direct attack (soul 1 + 1) deals 3, not 2 — only while its condition holds;
    「他のあなたのすべての領域の「札X」のトリガーアイコンに[[soul.gif]]を与える」 from the stage
    does the same for the card named 札X wherever it is."""

    def damage(top: str = "", mine: str = "", cx: bool = True) -> int:
        climax = "{name: 場CX, type: climax}" if cx else "null"
        src = ICON_GIFT.format(top=top, mine=mine, climax=climax)
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        return len(zone(r, "B", "clock"))

    gain = "【永】 あなたのCX置場にCXがあるなら、すべての領域にあるこのカードはトリガーアイコンに[[soul.gif]]を得る。"
    assert damage() == 2
    assert damage(top=gain) == 3
    assert damage(top=gain, cx=False) == 2
    give = "【永】 他のあなたのすべての領域の「札X」のトリガーアイコンに[[soul.gif]]を与える。"
    assert damage(mine=give) == 3


# ------------------------------------------------------------------ markers under another card

UNDER = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    clock: [{{name: 黄, type: character, color: YELLOW}}]
    hand: [{{name: 新顔, type: character, level: 0, cost: 0, power: 4000, soul: 1, color: YELLOW}}]
    deck: [{{name: 山1, type: character}}, 9]
    stage:
      left_front: {{name: 世話役, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
    markers: {markers}
  B:
    deck: 10
actions:
  - {action}
choices:
  - {{player: A, at: optional, choose: yes}}
"""


def test_markers_taken_from_the_top() -> None:
    """「このカードの下のマーカーを1枚手札に戻す」: a marker leaves its zone from the top (3.7.2) —
    上 (the one right under 世話役), not 下; 「…マーカーを1枚そのキャラの下にマーカーとして置く」:
    the top one goes under the character chosen."""
    markers = "{left_front: [{name: 上, type: character}, {name: 下, type: character}]}"

    def board(text: str):  # type: ignore[no-untyped-def]
        src = UNDER.format(
            text=text, action="{do: activate, player: A, card: 世話役}", markers=markers
        )
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        return r

    r = board("【起】 あなたはこのカードの下のマーカーを1枚手札に戻す。")
    assert sorted(zone(r, "A", "hand")) == ["上", "新顔"]
    assert zone(r, "A", "markers.left_front") == ["下"]
    r = board(
        "【起】 あなたは自分の「主役」を1枚選び、このカードの下のマーカーを1枚そのキャラの下に"
        "マーカーとして置く。"
    )
    assert zone(r, "A", "markers.center_front") == ["上"]
    assert zone(r, "A", "markers.left_front") == ["下"]


def test_a_cost_resting_a_standing_character_described() -> None:
    """「［他のあなたの【スタンド】している、《音楽》か《本》のキャラを1枚【レスト】する］」: the clause
    before the comma describes the character the cost rests (the grammar cuts the cost there):
    主役 (《音楽》, standing) pays it; with 主役 rested, or of another trait, nothing pays it."""
    text = (
        "【起】［他のあなたの【スタンド】している、《音楽》か《本》のキャラを1枚【レスト】する］ "
        "あなたは1枚引く。"
    )

    def drew(traits: str = "音楽", state: str = "stand") -> list[str]:
        src = UNDER.format(
            text=text, action="{do: activate, player: A, card: 世話役}", markers="{}"
        ).replace(
            "center_front: {name: 主役, type: character, level: 1, power: 5000, soul: 1}",
            f"center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, "
            f"traits: [{traits}], state: {state}}}",
        )
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        return [c for c in zone(r, "A", "hand") if c != "新顔"]

    assert drew() == ["山1"]
    assert drew(state="rest") == [] and drew(traits="学園") == []


def test_this_card_put_under_the_card_named_as_a_marker() -> None:
    """「このカードをそのキャラの下にマーカーとして表向きに置く」: into the marker zone of the slot of
    the character just chosen (3.7.1), face up (3.7.2.1); 「そのキャラ」 after it is still that
    character. After a trigger, 「そのキャラ」 is the card the event was about, and 「そのキャラの下に
    マーカーがないなら」 reads that character's marker zone."""

    def board(text: str, action: str, markers: str = "{}"):  # type: ignore[no-untyped-def]
        src = UNDER.format(text=text, action=action, markers=markers)
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        return r

    chosen = (
        "【起】 あなたは他の自分のキャラを1枚選び、このカードをそのキャラの下にマーカーとして"
        "表向きに置く。そうしたら、そのターン中、そのキャラのパワーを＋1000。"
    )
    r = board(chosen, "{do: activate, player: A, card: 世話役}")
    under = r.main.final.players["A"].zones["markers.center_front"]
    assert [c.name for c in under] == ["世話役"] and under[0].face_up
    assert zone(r, "A", "stage.left_front") == []
    assert r.main.final.players["A"].zones["stage.center_front"][0].name == "主役"
    assert any("主役" in t.ja and "1000" in t.ja for t in r.main.trace)
    placed = (
        "【自】 他のあなたの「新顔」が手札から舞台に置かれた時、そのキャラの下にマーカーがないなら、"
        "あなたはこのカードをそのキャラの下にマーカーとして表向きに置いてよい。"
    )
    play = "{do: play, card: 新顔, slot: right_front}"
    r = board(placed, play)
    assert zone(r, "A", "markers.right_front") == ["世話役"]
    held = "{right_front: [{name: 先客, type: character}]}"
    r = board(placed, play, markers=held)
    assert zone(r, "A", "markers.right_front") == ["先客"]
    assert zone(r, "A", "stage.left_front") == ["世話役"]


def test_one_of_three_places() -> None:
    """「山札を上から1枚見て、山札の上か下か控え室に置く」: the master picks one of the three places
    (8.6.3); each answer puts the card there."""
    text = "あなたは自分の山札を上から1枚見て、山札の上か下か控え室に置く。"

    def pick(where: str):  # type: ignore[no-untyped-def]
        r = run(text, choices=f"choices:\n  - {{player: A, at: dest, choose: {where}}}")
        assert not unsupported(r)
        return r

    assert zone(pick("山札の上"), "A", "deck")[0] == "山1"
    r = pick("山札の下")
    assert zone(r, "A", "deck")[-1] == "山1" and zone(r, "A", "deck")[0] == "山2"
    r = pick("控え室")
    assert zone(r, "A", "waiting_room") == ["山1"] and zone(r, "A", "deck")[0] == "山2"


def test_each_of_three_names_exists() -> None:
    """「他のあなたの、「主役」と「脇役」と「端役」がいるなら」: there is one of each (the owner and
    他の printed before 「の、」 are each's); two of the three are not enough."""
    text = "他のあなたの、「主役」と「脇役」と「端役」がいるなら、あなたは1枚引く。"
    both = (
        "left_front: {name: 脇役, type: character, level: 0, power: 3000, soul: 1}\n"
        "      right_front: {name: 端役, type: character, level: 0, power: 3000, soul: 1}"
    )
    r = run(text, extra=both)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    one = "left_front: {name: 脇役, type: character, level: 0, power: 3000, soul: 1}"
    r = run(text, extra=one)
    assert not unsupported(r) and zone(r, "A", "hand") == []


def test_two_players_choose_then_swap() -> None:
    """「あなたは相手のレベル1以上のキャラを1枚選び、相手は自分の控え室のレベルＸ以下のキャラを1枚
    選び、入れ替える。Ｘはあなたが選んだキャラのレベル－1に等しい。」: X is read from A's choice
    (level 2 - 1), B chooses 控1 (level 1; 控2 is too high), and the two swap places: 控1 into the
    slot standing, 相手役 into the waiting room where 控1 was (8.8.1). With a level-1 character
    chosen, X is 0: B can choose nothing and nothing is swapped (1.3.2)."""
    text = (
        "あなたは相手のレベル1以上のキャラを1枚選び、相手は自分の控え室のレベルＸ以下のキャラを"
        "1枚選び、入れ替える。Ｘはあなたが選んだキャラのレベル－1に等しい。"
    )
    r = ws_swap(text, 2, b_hand=False)
    assert not unsupported(r)
    on = r.main.final.players["B"].zones["stage.center_front"]
    assert [c.name for c in on] == ["控1"] and on[0].orientation == "stand"
    assert zone(r, "B", "waiting_room") == ["相手役", "控2"]
    r = ws_swap(text, 1, b_hand=False)
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == ["相手役"]
    assert zone(r, "B", "waiting_room") == ["控1", "控2"]


def test_a_state_condition_on_other_cards() -> None:
    """「相手の前列のキャラすべてが【リバース】しているなら」: every one of them is reversed (B's one
    front-row character: reversed or not)."""
    every = "相手の前列のキャラすべてが【リバース】しているなら、あなたは1枚引く。"
    rev = BOARD.replace("power: 6000, soul: 1}}", "power: 6000, soul: 1, state: reverse}}")

    def drew(src: str, text: str) -> list[str]:
        filled = src.format(
            text=text, level=1, clock="1", waiting="[]", extra="", choices="", stock=5
        )
        r = resolve(loads(filled, "t.yaml"))
        assert not unsupported(r)
        return zone(r, "A", "hand")

    assert drew(BOARD, every) == [] and drew(rev, every) == ["山1"]


def test_looking_at_your_own_stock() -> None:
    """「自分のストックすべてを見る」: the master sees the stock no player sees (3.10.2) because the
    text says so (1.3.1); nothing moves. 「相手のストックを見る」 is not read."""
    r = run("あなたは自分のストックすべてを見る。", stock=2)
    assert not unsupported(r)
    seen = [t for t in r.main.trace if "ストックを見る" in t.ja]
    assert len(seen) == 1 and "3.10.2" in seen[0].clauses
    assert len(zone(r, "A", "stock")) == 2
    assert unsupported(run("あなたは相手のストックを見る。"))


def test_a_choice_from_a_place_named_with_kara() -> None:
    """「自分の控え室から、キャラを1枚選び、手札に戻す」: the cards are chosen in that place, as
    「自分の控え室のキャラ」 (a card elsewhere is not a candidate)."""
    waiting = "[{name: 控えキャラ, type: character, level: 0}, {name: 控えCX, type: climax}]"
    r = run("あなたは自分の控え室から、キャラを1枚選び、手札に戻す。", waiting=waiting)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["控えキャラ"] and zone(r, "A", "waiting_room") == ["控えCX"]


NAMED_PAIR = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山1, type: character}}, 9]
    stage:
      center_front: {{name: 甲, type: character, level: 1, power: 5000, soul: 1}}
      left_back: {{name: 支援, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 受け役, type: character, level: 1, power: 6000, soul: 1}}
actions:
  - {{do: attack, slot: center_front, kind: front}}
"""


def test_the_cards_of_two_names_joined_by_to() -> None:
    """「他のあなたの、「甲」と「乙」すべてに、パワーを＋1000」: every card named 甲 and every card
    named 乙 — 甲 has 6000 and ties the defender (both reversed, 7.6.1.2); with 「丙」と「乙」
    it keeps 5000 and loses alone."""

    def orient(text: str) -> tuple[str, str]:
        r = resolve(loads(NAMED_PAIR.format(text=text), "t.yaml"))
        assert not unsupported(r)
        a, b = (r.main.final.players[p].zones["stage.center_front"][0] for p in "AB")
        return a.orientation, b.orientation

    assert orient("【永】 他のあなたの、「甲」と「乙」すべてに、パワーを＋1000。") == (
        "reverse",
        "reverse",
    )
    assert orient("【永】 他のあなたの、「丙」と「乙」すべてに、パワーを＋1000。") == (
        "reverse",
        "stand",
    )


ALL_FRONT = """\
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
    level: 1
    deck: 10
    stage:
      center_front: {{name: 前中, type: character, level: 1, power: 5000, soul: 1}}
      left_front: {{name: 前左, type: character, level: 1, power: 5000, soul: 1}}
      left_back: {{name: 後左, type: character, level: 1, power: 5000, soul: 1}}
    markers: {{center_front: [{{name: 下札, type: character}}]}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
"""


def test_every_character_of_a_row_moved() -> None:
    """「相手の前列のキャラすべてを、手札に戻す」: every character of B's front row goes to B's hand
    at once (8.7.4.1.2), the back row stays, and the marker under one goes to the waiting room
    (3.7.3)."""
    r = resolve(
        loads(ALL_FRONT.format(text="あなたは相手の前列のキャラすべてを、手札に戻す。"), "t.yaml")
    )
    assert not unsupported(r)
    assert sorted(zone(r, "B", "hand")) == ["前中", "前左"]
    assert zone(r, "B", "stage.left_back") == ["後左"]
    assert zone(r, "B", "waiting_room") == ["下札"]
    assert zone(r, "A", "stage.center_front") == ["主役"]


def test_nothing_chosen_the_effect_on_it_is_ignored() -> None:
    """「レベル1以下の相手の前列のキャラを1枚選び、手札に戻す」 with only a level-2 character: no
    card is chosen, so the return is ignored (8.6.3.1.3) — the refusal says so, caused by the
    empty choice, and the ruling cites it; a level-1 character is chosen and returned."""
    text = "あなたはレベル1以下の相手の前列のキャラを1枚選び、手札に戻す。"
    r = run(text)
    refused = [r.main.trace.steps[i] for i in r.main.rejected]
    assert refused and "8.6.3.1.3" in refused[-1].clauses and refused[-1].caused_by
    assert "8.6.3.1.3" in r.decided_by and zone(r, "B", "stage.center_front") == ["相手役"]
    low = resolve(
        loads(
            BOARD.replace("level: 2, power: 6000", "level: 1, power: 6000").format(
                text=text, level=1, clock="1", waiting="[]", extra="", choices="", stock=5
            ),
            "t.yaml",
        )
    )
    assert zone(low, "B", "hand") == ["相手役"]


def test_the_highest_or_lowest_level_among_the_characters_named() -> None:
    """「自分のキャラの中でレベルが1番高いキャラを1枚選び」: only the characters of the highest level
    may be chosen (主役 level 1 stays; 高位 level 2 goes); 「1番低い」 the lowest; two of the
    highest level are both offered (the choice is the player's)."""
    extra = "left_front: {name: 高位, type: character, level: 2, power: 3000, soul: 1}"
    text = "あなたは自分のキャラの中でレベルが1番高いキャラを1枚選び、手札に戻す。"
    r = run(text, extra=extra)
    assert not unsupported(r) and zone(r, "A", "hand") == ["高位"]
    low = run(text.replace("高い", "低い"), extra=extra)
    assert zone(low, "A", "hand") == ["主役"]
    tie = (
        extra + "\n      right_front: {name: 同位, type: character, level: 2, power: 3000, soul: 1}"
    )
    both = run(text, extra=tie)
    hands = sorted(tuple(c.name for c in lf.final.players["A"].zones["hand"]) for lf in both.leaves)
    assert hands == [("同位",), ("高位",)]
