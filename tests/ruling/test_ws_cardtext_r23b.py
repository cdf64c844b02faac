"""Weiß Schwarz card-text constructions of round 23 (issue 12, s19ws2): triggers, effects, costs
and replacements, each in general form with its variants (the family, not one wording) — a
minimal ability text and what it does on a board, and the case that must not do it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from tests.ruling.boards import unsupported, ws_battle, ws_compile, ws_resolve_text, zone_names

PILES = (
    "  A:\n    level: 1\n    stage:\n"
    "      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1}\n"
    "      left_front: {name: 乙, type: character, level: 1, power: 5000, soul: 1}\n"
    "    deck: [{name: 山1, type: character}, {name: 山2, type: character}]\n"
    "    clock: [{name: 時1, type: character}, {name: 時2, type: character}]\n"
    "  B:\n    level: 1\n    deck: 10\n"
)


# ------------------ 「A。Xなら、かわりにB」: B naming no cards acts on A's (8.2.1.3, the same event)


@pytest.mark.parametrize("them", ["", "そのカードを"])
@pytest.mark.parametrize(("n", "stock", "waiting"), [(2, ["山1"], []), (3, [], ["山1"])])
def test_instead_moves_the_cards_of_the_move_it_replaces(
    them: str, n: int, stock: list[str], waiting: list[str]
) -> None:
    """「あなたは自分の山札の上から1枚を、控え室に置く。他のあなたのキャラが{n}枚以上なら、かわり
    に(そのカードを)ストック置場に置く。」: the top card goes to the stock while the condition
    holds (two characters, no source card: both counted), else to the waiting room."""
    text = (
        "あなたは自分の山札の上から1枚を、控え室に置く。"
        f"他のあなたのキャラが{n}枚以上なら、かわりに{them}ストック置場に置く。"
    )
    r = ws_resolve_text(PILES, text)
    assert not unsupported(r)
    assert zone_names(r, "A", "stock") == stock
    assert zone_names(r, "A", "waiting_room") == waiting
    assert zone_names(r, "A", "deck") == ["山2"]


@pytest.mark.parametrize("again", ["", "控え室に置く"])
@pytest.mark.parametrize(("n", "stock", "waiting"), [(2, ["時1"], []), (3, [], ["時1"])])
def test_instead_of_an_up_to_move_keeps_its_count(
    again: str, n: int, stock: list[str], waiting: list[str]
) -> None:
    """「クロックの上から1枚までを、控え室に置く。…なら、(控え室に置く)かわりにストック置場に置いて
    よい。」: the count A's player picks (1) is moved, where the condition says; the replaced
    step said again before 「かわりに」 is the same construction."""
    text = (
        "あなたは自分のクロックの上から1枚までを、控え室に置く。"
        f"他のあなたのキャラが{n}枚以上なら、{again}かわりにストック置場に置いてよい。"
    )
    choices = "  - {player: A, at: count, choose: 1}\n"
    if n == 2:
        choices += "  - {player: A, at: optional, choose: yes}\n"
    r = ws_resolve_text(PILES, text, choices=choices)
    assert not unsupported(r)
    assert zone_names(r, "A", "stock") == stock
    assert zone_names(r, "A", "waiting_room") == waiting
    assert zone_names(r, "A", "clock") == ["時2"]


@pytest.mark.parametrize(("level", "where"), [(1, "deck"), (2, "waiting_room")])
def test_instead_on_the_card_the_trigger_named(level: int, where: str) -> None:
    """「このカードのバトル相手が【リバース】した時、あなたはそのキャラを控え室に置いてよい。その
    キャラのレベルが{level}以上なら、かわりに山札の下に置いてよい。」: そのキャラ of both sentences
    is the battle opponent (level 1): to the bottom of the deck when the condition holds, else to
    the waiting room. Before: refused (「かわりに」 reading cards no step dealt with)."""
    text = (
        "【自】 このカードのバトル相手が【リバース】した時、あなたはそのキャラを控え室に置いて"
        f"よい。そのキャラのレベルが{level}以上なら、かわりに山札の下に置いてよい。"
    )
    r = ws_battle(power=6000, mine=text)
    assert not unsupported(r)
    assert zone_names(r, "B", where)[-1:] == ["受け役"]
    other = "waiting_room" if where == "deck" else "deck"
    assert "受け役" not in zone_names(r, "B", other)


@pytest.mark.parametrize(("n", "drawn"), [(2, 2), (3, 1)])
def test_instead_said_again_before_kawarini(n: int, drawn: int) -> None:
    """「あなたは1枚引く。…なら、1枚引くかわりに2枚引く。」: two cards while the condition holds,
    else one (never three)."""
    text = f"あなたは1枚引く。他のあなたのキャラが{n}枚以上なら、1枚引くかわりに2枚引く。"
    r = ws_resolve_text(PILES, text)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn


@pytest.mark.parametrize(
    "text",
    [
        # what is said again before かわりに is no step of the sentence before
        "あなたは1枚引く。他のあなたのキャラがいるなら、2枚引くかわりに3枚引く。",
        # そのカード in B's condition: the card is not known when B is decided
        "あなたは自分の山札の上から1枚を、控え室に置く。そのカードがCXなら、かわりにストック"
        "置場に置く。",
    ],
)
def test_instead_of_other_shapes_is_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        ws_compile(text)


# ------------------ 「Aするか、B」: one of two steps, the master's pick (8.6.3), B of any form


ONE_OF = (
    "  A:\n    level: 1\n    stage:\n"
    "      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1}\n"
    "    deck: [{name: 山1, type: character}, {name: 山2, type: character}]\n"
    "  B:\n    level: 1\n    deck: 10\n    stage:\n"
    "      center_front: {name: 敵, type: character, level: 1, power: 5000, soul: 1}\n"
)


@pytest.mark.parametrize("chose", ["選び", "選んで"])
@pytest.mark.parametrize(
    ("second", "pick", "state"),
    [
        ("そのターン中、パワーを－2000", "1", {"敵.power": 5000, "敵.state": "rest"}),
        ("そのターン中、パワーを－2000", "2", {"敵.power": 3000, "敵.state": "stand"}),
        ("手札に戻す", "2", {"敵.zone": "B.hand", "敵.state": "stand"}),
    ],
)
def test_one_of_two_steps_on_the_card_chosen(
    chose: str, second: str, pick: str, state: dict[str, object]
) -> None:
    """「あなたは相手のキャラを1枚選び、【レスト】するか、B。」: the steps before choose; the
    master then picks one of the two steps, done to the card chosen. Before: refused (two
    arguments with role none) when B was a noun predicate or the choice came first."""
    text = f"あなたは相手のキャラを1枚{chose}、【レスト】するか、{second}。"
    choices = f"  - {{player: A, at: choose, choose: 敵}}\n  - {{player: A, at: mode, choose: '{pick}'}}\n"
    ask = ", ".join(state)
    r = ws_resolve_text(ONE_OF, text, choices=choices, ask=ask)
    assert not unsupported(r)
    assert r.outcome["state"] == state


@pytest.mark.parametrize(("pick", "hand"), [("1", ["山1"]), ("2", [])])
def test_one_of_two_steps_the_second_a_noun_predicate(pick: str, hand: list[str]) -> None:
    """「あなたは1枚引くか、そのターン中、このカードのパワーを＋2000。」: a draw, or the change."""
    text = "あなたは1枚引くか、そのターン中、このカードのパワーを＋2000。"
    r = ws_resolve_text(ONE_OF, text, choices=f"  - {{player: A, at: mode, choose: '{pick}'}}\n")
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == hand


def test_one_of_two_steps_whose_duration_is_on_one_only_is_refused() -> None:
    """「そのターン中、パワーを＋1000するか、ソウルを＋1」: the second change says no duration."""
    with pytest.raises(Unsupported):
        ws_compile(
            "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000するか、ソウルを＋1。"
        )


# ------------------ 「…の始めに」 / 「…の終わりに」: only the moments the rules raise (6.2.1.1-7.7.1.1)


@pytest.mark.parametrize("kind", ["front", "side"])
@pytest.mark.parametrize(("whose", "drawn"), [("あなたの", 1), ("", 1), ("相手の", 0)])
def test_the_start_of_the_damage_step(kind: str, whose: str, drawn: int) -> None:
    """「【自】 {whose}ダメージステップの始めに、あなたは1枚引く。」 on the attacker: A's attack
    reaches its damage step (7.5.1.1 raises the trigger condition) — a draw in A's turn, none
    for 「相手の」. Before: refused (a timing trigger of this shape)."""
    r = ws_battle(
        power=6000, mine=f"【自】 {whose}ダメージステップの始めに、あなたは1枚引く。", kind=kind
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn


@pytest.mark.parametrize(
    "moment",
    [
        "あなたのメインフェイズの終わりに",
        "相手のアタックフェイズの終わりに",
        "あなたのカウンターステップの終わりに",
        "あなたのエンドフェイズの始めに",
        "あなたの、クロックフェイズの始めかメインフェイズの終わりに",
    ],
)
def test_a_moment_no_rule_raises_is_refused(moment: str) -> None:
    """No rule raises the end of a phase or step (only of the turn, 6.8.1.1, and of an attack,
    7.5.1.4 / 7.6.1.5) nor the start of the end phase: an ability waiting for one would never
    fire (「アタックフェイズの終わりに」 fired at each attack's end before) — refused, named."""
    with pytest.raises(Unsupported):
        ws_compile(f"【自】 {moment}、あなたは1枚引く。")


@pytest.mark.parametrize(
    "moment",
    [
        "ターンの終わりに",
        "あなたのターンの終わりに",
        "あなたのクライマックスフェイズの始めに",
        "相手のアンコールステップの始めに",
        "あなたのトリガーステップの始めに",
        "このカードのアタックの終わりに",
    ],
)
def test_the_moments_the_rules_raise_are_read(moment: str) -> None:
    assert ws_compile(f"【自】 {moment}、あなたは1枚引く。").trigger is not None


# ------------------ a trigger on a card named by its slot's relation to this card's (3.6.4-3.6.6)


@pytest.mark.parametrize(("power", "drawn"), [(6000, 1), (4000, 0)])
def test_the_character_facing_this_card_reversed(power: int, drawn: int) -> None:
    """「【自】 このカードの正面のキャラが【リバース】した時、あなたは1枚引く。」 on the attacker:
    the defender facing it (3.6.6) is reversed when the attacker is stronger. Before: refused
    (a reverse trigger on other cards)."""
    text = "【自】 このカードの正面のキャラが【リバース】した時、あなたは1枚引く。"
    r = ws_battle(power=power, mine=text)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn


RELATED = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      {slot}: {{name: 攻, type: character, level: 1, power: 6000, soul: 1}}
      {holder}: {{name: 持, type: character, level: 1, power: 1000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 受, type: character, level: 1, power: 5000, soul: 1}}
      left_front: {{name: 受2, type: character, level: 1, power: 5000, soul: 1}}
      right_front: {{name: 受3, type: character, level: 1, power: 5000, soul: 1}}
actions:
  - {{do: attack, slot: {slot}, kind: front}}
"""


@pytest.mark.parametrize(
    ("rel", "slot", "holder", "drawn"),
    [
        ("前", "center_front", "left_back", 1),  # 3.6.5: center_front is in front of left_back
        ("前", "right_front", "left_back", 0),
        ("前のあなた", "center_front", "left_back", 1),
        ("隣", "center_front", "left_front", 1),  # 3.6.4: next to it in its row
        ("隣", "right_front", "left_front", 0),
        ("後ろ", "center_front", "left_back", 0),  # a back-row slot is behind, not the attacker
    ],
)
def test_an_attack_by_a_character_related_to_this_card(
    rel: str, slot: str, holder: str, drawn: int
) -> None:
    """「【自】 このカードの{rel}のキャラがアタックした時、あなたは1枚引く。」: A's 攻 attacks from
    ``slot``; the ability on 持 in ``holder`` fires only when 攻's slot stands so to 持's.
    Before: only 正面 was read (an attack trigger on a reference)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"【自】 このカードの{rel}のキャラがアタックした時、あなたは1枚引く。"
    r = resolve(loads(RELATED.format(slot=slot, holder=holder, text=text)))
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn


# ------------------ a choice among the quoted effects, in its wordings (8.6.3, 8.6.4)

TWO = "『あなたは1枚引く。』『相手に1ダメージを与える。』"


def _choice_run(lead: str, choices: str, quotes: str = TWO) -> tuple[int, int]:
    """Resolve 「{lead}{quotes}」 (ダメージキャンセルは発生する not said: B's deck has no climax):
    how many cards A drew and how many B's clock holds after it."""
    r = ws_resolve_text(ONE_OF, lead + quotes, choices=choices)
    assert not unsupported(r)
    return len(zone_names(r, "A", "hand")), len(zone_names(r, "B", "clock"))


@pytest.mark.parametrize(
    "lead",
    [
        "次の2つの効果のうちあなたが選んだ1つを行う。",  # as before
        "次の2つの効果のうち1つを選んで行う。",
        "あなたは次の2つの効果のうち1つを選んで行う。",
        "次の2つの効果から1つを選んで行う。",
        "あなたは次の2つの効果から1つを選び、行う。",
        "次の2つの効果のうち、あなたが選んだ1つを行う。",
    ],
)
@pytest.mark.parametrize(("pick", "done"), [("1", (1, 0)), ("2", (0, 1))])
def test_one_of_the_quoted_effects_in_its_wordings(
    lead: str, pick: str, done: tuple[int, int]
) -> None:
    """The master picks one of the two quoted effects, which is carried out (8.6.3). Before,
    only the first wording was read (the others: reference next, a choice with source …)."""
    assert _choice_run(lead, f"  - {{player: A, at: mode, choose: '{pick}'}}\n") == done


@pytest.mark.parametrize(("pick", "done"), [("1", (1, 0)), ("2", (0, 1))])
def test_the_opponent_picks_the_effect(pick: str, done: tuple[int, int]) -> None:
    """「次の2つの効果のうち相手が選んだ1つを行う」: B picks, A carries it out (A draws, or B
    takes the damage). Before: refused (the action perform.final)."""
    lead = "次の2つの効果のうち相手が選んだ1つを行う。"
    assert _choice_run(lead, f"  - {{player: B, at: mode, choose: '{pick}'}}\n") == done


def test_two_of_three_effects_in_the_printed_order() -> None:
    """「次の3つの効果のうちあなたが選んだ2つを行う」: the two picked (the third and the first),
    no effect twice; the second is not carried out. Before: refused."""
    quotes = TWO + "『相手に2ダメージを与える。』"
    choices = "  - {player: A, at: mode, choose: '3'}\n  - {player: A, at: mode, choose: '1'}\n"
    assert _choice_run("次の3つの効果のうちあなたが選んだ2つを行う。", choices, quotes) == (1, 2)


@pytest.mark.parametrize(
    "lead",
    [
        "次の2つの効果のうちあなたが選んだ1つを行ってよい。",
        "次の2つの効果のうちあなたが選んだ1つまでを行う。",
    ],
)
@pytest.mark.parametrize(("yes", "done"), [("yes", (0, 1)), ("no", (0, 0))])
def test_an_optional_choice_of_effects(lead: str, yes: str, done: tuple[int, int]) -> None:
    """「…1つを行ってよい」 / 「…1つまでを行う」: the master may carry out none (8.6.4)."""
    choices = f"  - {{player: A, at: optional, choose: {yes}}}\n"
    if yes == "yes":
        choices += "  - {player: A, at: mode, choose: '2'}\n"
    assert _choice_run(lead, choices) == done


@pytest.mark.parametrize(
    "lead",
    [
        # the opponent would carry it out as well: whose 「あなた」 the quote names is open
        "相手は次の2つの効果のうち1つを選んで行う。",
        # as many picked as there are effects: no choice
        "次の2つの効果のうちあなたが選んだ2つを行う。",
    ],
)
def test_other_choices_of_effects_are_refused(lead: str) -> None:
    with pytest.raises(Unsupported):
        ws_compile(lead + TWO)


# ------------------ every player as the performer, in its spellings; 「…をすべて」 of a zone

BOTH = (
    "  A:\n    level: 1\n    deck: [{name: 山1, type: character}, {name: 山2, type: character}]\n"
    "    hand: [{name: 手A, type: character}]\n"
    "  B:\n    level: 1\n    deck: [{name: 敵1, type: character}, {name: 敵2, type: character}]\n"
    "    hand: [{name: 手B1, type: character}, {name: 手B2, type: climax}]\n"
)


@pytest.mark.parametrize("who", ["すべてのプレイヤー", "お互いのプレイヤー", "各プレイヤー"])
def test_every_player_draws(who: str) -> None:
    """「{who}は1枚引く」: each player draws one (the shared reader's words for every player;
    before, only 「すべてのプレイヤー」 in WS)."""
    r = ws_resolve_text(BOTH, f"{who}は1枚引く。")
    assert not unsupported(r)
    assert sorted(zone_names(r, "A", "hand")) == sorted(["手A", "山1"])
    assert sorted(zone_names(r, "B", "hand")) == sorted(["手B1", "手B2", "敵1"])


@pytest.mark.parametrize("comma", ["、", ""])
def test_all_of_a_zone_after_the_object(comma: str) -> None:
    """「相手は自分の手札をすべて{comma}控え室に置く」: every card of B's hand (as 「手札すべてを」);
    A's hand stays. Before: refused (a choice without a count)."""
    r = ws_resolve_text(BOTH, f"相手は自分の手札をすべて{comma}控え室に置く。")
    assert not unsupported(r)
    assert zone_names(r, "B", "hand") == []
    assert sorted(zone_names(r, "B", "waiting_room")) == ["手B1", "手B2"]
    assert zone_names(r, "A", "hand") == ["手A"]


# ------------------ a damage process ended, cancelled or not, by the player who received it


DAMAGE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山1, type: {a_top}}}, 9]
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 6000, soul: 1, text: "{mine}"}}
  B:
    level: 1
    deck: [{{name: 札, type: {b_top}}}, 9]
    stage:
      center_front: {{name: 受け役, type: character, level: 1, power: 5000, soul: 1, text: "{theirs}"}}
actions:
  - {{do: attack, slot: center_front, kind: front}}
"""


def _damage_run(
    mine: str = "", theirs: str = "", b_top: str = "character", a_top: str = "character"
) -> object:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    return resolve(loads(DAMAGE.format(mine=mine, theirs=theirs, b_top=b_top, a_top=a_top)))


@pytest.mark.parametrize(
    ("when", "b_top", "drawn"),
    [
        ("相手の受けたダメージがキャンセルされなかった時", "character", 1),
        ("相手の受けたダメージがキャンセルされなかった時", "climax", 0),
        ("相手の受けたダメージがキャンセルされた時", "climax", 1),
        ("相手の受けたダメージがキャンセルされた時", "character", 0),
        ("あなたの受けたダメージがキャンセルされた時", "climax", 0),  # B's damage, not A's
    ],
)
def test_the_damage_the_opponent_received(when: str, b_top: str, drawn: int) -> None:
    """On A's attacker: 「【自】 {when}、あなたは1枚引く。」 — the attack's damage to B (its deck
    top a climax: cancelled, 4.10.1.2; else put into the clock, 4.10.1.3). Before, only 「あなたの
    受けたダメージがキャンセルされなかった時」 was read."""
    r = _damage_run(mine=f"【自】 {when}、あなたは1枚引く。", b_top=b_top)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn


@pytest.mark.parametrize(("b_top", "drawn"), [("climax", 1), ("character", 0)])
def test_the_damage_this_player_received_was_cancelled(b_top: str, drawn: int) -> None:
    """On B's defender: 「【自】 あなたの受けたダメージがキャンセルされた時、あなたは1枚引く。」:
    B draws when the attack's damage to B is cancelled."""
    r = _damage_run(
        theirs="【自】 あなたの受けたダメージがキャンセルされた時、あなたは1枚引く。", b_top=b_top
    )
    assert not unsupported(r)
    assert len(zone_names(r, "B", "hand")) == drawn


@pytest.mark.parametrize("came", ["でた", "出た"])
@pytest.mark.parametrize(("a_top", "drawn"), [("climax", 1), ("character", 0)])
def test_a_climax_out_of_the_trigger_check_in_either_spelling(
    came: str, a_top: str, drawn: int
) -> None:
    """「このカードのトリガーチェックでクライマックスが{came}時」: でる and 出る are one verb (the
    kanji spelling was refused before)."""
    mine = f"【自】 このカードのトリガーチェックでクライマックスが{came}時、あなたは1枚引く。"
    r = _damage_run(mine=mine, a_top=a_top)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn


# ------------------ costs: the cards at an end of a pile (the stock, the clock), 8.4.2

PILE_COST = (
    "  A:\n    level: 1\n    stage:\n"
    '      center_front: {{name: 甲, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}\n'
    "    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}]\n"
    "    clock: [{{name: 時1, type: character}}, {{name: 時2, type: character}}]\n"
    "    stock: [{{name: ス1, type: character}}, {{name: ス2, type: character}}]\n"
    "  B:\n    level: 1\n    deck: 10\n"
)


@pytest.mark.parametrize(
    ("pile", "end", "moved", "zone"),
    [
        ("クロック", "上", "時1", "clock"),
        ("クロック", "下", "時2", "clock"),
        ("ストック", "上", "ス1", "stock"),
        ("ストック", "下", "ス2", "stock"),
    ],
)
def test_a_cost_of_the_cards_at_an_end_of_a_pile(
    pile: str, end: str, moved: str, zone: str
) -> None:
    """「【起】［あなたの{pile}の{end}から1枚を控え室に置く］ あなたは1枚引く。」: that card is put
    into the waiting room as the cost, then A draws. Before, only the deck's and the stock's top
    were read (a move cost from this source)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"【起】［あなたの{pile}の{end}から1枚を控え室に置く］ あなたは1枚引く。"
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n" + PILE_COST.format(text=text) + "actions:\n"
        "  - {do: activate, player: A, card: 甲}\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert zone_names(r, "A", "waiting_room") == [moved]
    assert moved not in zone_names(r, "A", zone)
    assert zone_names(r, "A", "hand") == ["山1"]


@pytest.mark.parametrize("said", ["払ったら", "払ったなら"])
def test_paid_then_is_so_done(said: str) -> None:
    """「…コストを払ってよい。払ったら、あなたは1枚引く。」: 「払ったら」 / 「払ったなら」 after the step
    of that verb is 「そうしたら」 (as 「置いたなら」): the same program."""
    head = "【自】［(1)］ このカードがアタックした時、あなたはコストを払ってよい。"
    assert ws_compile(f"{head}{said}、あなたは1枚引く。") == ws_compile(
        f"{head}そうしたら、あなたは1枚引く。"
    )


@pytest.mark.parametrize("who", ["あなたと相手は", "あなたと相手はそれぞれ", "相手とあなたは"])
def test_you_and_the_opponent_each_draw(who: str) -> None:
    """「{who}1枚引く」: each player draws one, as 「すべてのプレイヤーは1枚引く」 (before: refused,
    a draw with with)."""
    r = ws_resolve_text(BOTH, f"{who}1枚引く。")
    assert not unsupported(r)
    assert sorted(zone_names(r, "A", "hand")) == sorted(["手A", "山1"])
    assert sorted(zone_names(r, "B", "hand")) == sorted(["手B1", "手B2", "敵1"])


def test_you_and_the_opponent_each_put_their_deck_top() -> None:
    """「あなたと相手は自分の山札の上から1枚を、クロック置場に置く」: 自分の is each player's own."""
    r = ws_resolve_text(BOTH, "あなたと相手は自分の山札の上から1枚を、クロック置場に置く。")
    assert not unsupported(r)
    assert zone_names(r, "A", "clock") == ["山1"]
    assert zone_names(r, "B", "clock") == ["敵1"]
