"""Weiß Schwarz rules points settled in round 16 (the known failures of tests/scenarios/ws,
s11ws), each on a minimal board of its own."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.ir import op_ext
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import ws_compile as _program

# ------------- 「あなたはレベル4であることによって敗北しない」: a text over the loss condition

EXEMPT = """\
game: ws
title: t
turn: {{player: A, number: 9, phase: attack, first_player: A}}
players:
  A:
    level: 3
    stage: {{center_front: {{name: 攻め手, type: character, level: 3, power: 9000, soul: {soul}}}}}
    deck: 10
  B:
    level: 3
    clock: 6
    {where}: [{{name: 守り, type: character, level: 3, power: 1000, soul: 1, text: "【永】 記憶 思い出置場にこのカードがあるなら、あなたはレベル4であることによって敗北しない。"}}]
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}, {{name: 山3, type: character}}, 10]
    waiting_room: 6
actions:
  - {{do: attack, slot: center_front}}
ask: [B.level]
"""


@pytest.mark.parametrize(
    ("soul", "where", "over", "lvl"),
    [
        (1, "memory", False, 4),  # level 4 with the text in force: no loss (1.3.1)
        (1, "hand", True, 4),  # the text not in force there: 9.4.1.1 applies
    ],
)
def test_level_four_loss_exempted_by_a_memory_text(
    soul: int, where: str, over: bool, lvl: int
) -> None:
    """B reaches level 4 (6 clock + 1 damage, 9.3.1). With 「…あなたはレベル4であることによって
    敗北しない」 in B's memory (記憶: in force there, 10.9.1, 2.12.2.3) the loss condition of 9.4.1.1
    does not make B lose, the text beating the rule (1.3.1, cited with 9.4.1.1); the same card
    in the waiting room in the hand does nothing and B loses."""
    r = resolve(loads(EXEMPT.format(soul=soul, where=where), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["game_over"] is over
    if not over:
        assert r.outcome["state"]["B.level"] == lvl
        assert {"9.4.1.1", "1.3.1", "10.9.1"} <= set(r.decided_by)
    else:
        assert r.outcome["loser"] == "B"


def test_level_five_is_not_exempted() -> None:
    """The exemption is for level 4 alone (「（レベル5になったら敗北する）」): at level 5 (four
    cards in the level zone plus one more level-up) 9.4.1.1 makes B lose."""
    text = EXEMPT.format(soul=1, where="memory").replace(
        "level: 3\n    clock: 6", "level: 4\n    clock: 6"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["game_over"] is True and r.outcome["loser"] == "B"


# ------------- 「…見て、カードを好きな順番で山札の上に置く」: a bare 「カード」 after a look


def test_bare_card_after_a_look_is_the_cards_looked_at() -> None:
    """「山札を上から3枚まで見て、カードを好きな順番で山札の上に置く」 reads as the printed
    「…見て、山札の上に好きな順番で置く」: the cards looked at (none chosen among them) put back
    in the order the player chooses (3.2.3, 4.8.1); the same program, step for step."""
    a = _program(
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札を上から3枚まで見て、カードを好きな順番で山札の上に置く。"
    )
    b = _program(
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札を上から3枚まで見て、山札の上に好きな順番で置く。"
    )
    assert [(o.verb, o.target, o.dest, op_ext(o, "any_order")) for o in a.steps] == [
        (o.verb, o.target, o.dest, op_ext(o, "any_order")) for o in b.steps
    ]
    assert a.steps[1].target.ref == "rest" and op_ext(a.steps[1], "any_order")


def test_bare_card_with_nothing_looked_at_is_refused() -> None:
    """Without a look before it in the sentence, 「カードを…置く」 names no cards: refused."""
    with pytest.raises(Unsupported, match="not chosen"):
        _program("【自】 このカードが手札から舞台に置かれた時、あなたはカードを控え室に置く。")


BARE_LOOK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: [{name: 一, type: character}, {name: 二, type: character}, {name: 三, type: character}]
    waiting_room: [{name: 控え, type: character}]
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の山札を上から2枚見て、カードを好きな順番で山札の上に置く。"}
ask: [一.zone, 二.zone, 三.zone, A.deck, A.waiting_room, A.hand]
"""


def test_bare_card_after_a_look_on_a_board() -> None:
    """On a board: the two cards looked at go back on the deck (3 cards stay there), nothing
    to the waiting room or hand."""
    r = resolve(loads(BARE_LOOK, "t.yaml"))
    assert not unsupported(r)
    for lf in r.leaves:
        st = lf.outcome["state"]
        assert {st[f"{n}.zone"] for n in ("一", "二", "三")} == {"A.deck"}
        assert st["A.deck"] == 3 and st["A.hand"] == 0


# ------------- 「相手の手札を見て、カードを1枚選び、…」: the choice among the hand looked at

HAND_LOOK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 10
  B:
    hand: [{name: 札1, type: character}, {name: 札2, type: event}]
    deck: [{name: 山, type: character}, 9]
actions:
  - {do: resolve_text, player: A, text: "あなたは相手の手札を見て、カードを1枚選び、控え室に置いてよい。そうしたら、相手は1枚引く。"}
choices:
  - {player: A, choose: 札2}
  - {player: A, choose: "yes"}
ask: [札1.zone, 札2.zone, 山.zone]
"""


def test_choice_after_a_look_at_the_opponents_hand() -> None:
    """「相手の手札を見て、カードを1枚選び、控え室に置いてよい」: the look at the whole hand (4.8.1)
    lets A choose among its cards; 札2 goes to B's waiting room, then B draws (そうしたら)."""
    r = resolve(loads(HAND_LOOK, "t.yaml"))
    assert not unsupported(r)
    st = r.outcome["state"]
    assert st == {"札1.zone": "B.hand", "札2.zone": "B.waiting_room", "山.zone": "B.hand"}


def test_choice_with_no_zone_and_no_look_is_still_refused() -> None:
    """Without the look, 「カードを1枚選び」 names no place: refused as before."""
    with pytest.raises(Unsupported, match="no zone"):
        _program("【自】 このカードがアタックした時、あなたはカードを1枚選び、控え室に置く。")


# ------------- 「相手の手札を見ないで1枚選び、…」: a choice from a hidden zone, not looked at


def test_unseen_choice_is_the_choice_from_that_place() -> None:
    """「相手の手札を見ないで1枚選び、控え室に置く」 is 「相手の手札を1枚選び、控え室に置く」: the
    place not looked at is where the card is chosen from (8.6.3.1.4: a card of a hidden zone
    chosen without its information); the look is not done. The same program."""
    a = _program("あなたは相手の手札を見ないで1枚選び、控え室に置く。")
    b = _program("あなたは相手の手札を1枚選び、控え室に置く。")
    assert a.steps == b.steps
    assert a.steps[0].verb == "choose" and a.steps[0].target.zone == "hand"
    # 「見ないで」 before anything but a count to choose is still refused
    with pytest.raises(Unsupported):
        _program("あなたは相手の手札を見ないで1枚引く。")


def test_unseen_choice_on_a_board() -> None:
    text = HAND_LOOK.replace(
        "あなたは相手の手札を見て、カードを1枚選び、控え室に置いてよい。そうしたら、相手は1枚引く。",
        "あなたは相手の手札を見ないで1枚選び、控え室に置く。",
    ).replace('  - {player: A, choose: "yes"}\n', "")
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {
        "札1.zone": "B.hand",
        "札2.zone": "B.waiting_room",
        "山.zone": "B.deck",
    }


# ------------- 「…を1枚選び、…次の2つの能力を与える。『…』『…』」: a count of quoted abilities

GIVE_TWO = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage: {center_front: {name: 受け手, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、次の相手のターンの終わりまで、次の2つの能力を与える。『【永】 このカードのパワーを＋1000。』『【永】 このカードのソウルを＋1。』"}
ask: [受け手.power, 受け手.soul]
"""


def test_next_two_abilities_given() -> None:
    """「次の2つの能力を与える」 with two quotes after it: the chosen character gains both (each a
    continuous ability of its own, 8.1.1.3) — before, the count 「2つ」 was taken for a damage
    count and the ability refused."""
    r = resolve(loads(GIVE_TWO, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"受け手.power": 4000, "受け手.soul": 2}
    # a count that does not match the quotes is refused
    with pytest.raises(Unsupported):
        _program(
            "あなたは自分のキャラを1枚選び、そのターン中、次の3つの能力を与える。『【永】 このカードのパワーを＋1000。』『【永】 このカードのソウルを＋1。』"
        )


# ------------- 「…を1枚選び、そのカード以外の…すべてを…」 with none chosen: two readings

EXCEPT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
  B:
    waiting_room: [{{name: 控え1, type: character}}, {{name: 控え2, type: event}}{cx}]
    deck: 5
actions:
  - {{do: resolve_text, player: A, text: "相手は自分の控え室のCXを1枚選び、そのカード以外の控え室のカードすべてを、山札に戻す。"}}
ask: [B.waiting_room, B.deck]
"""


def test_except_the_chosen_with_none_chosen_is_flagged() -> None:
    """No climax to choose: whether 「そのカード以外の…すべて」 is ignored as an effect involving
    the target (8.6.3.1.3) or done on every card (1.3.2) the text does not settle — the ruling
    flags it and gives both outcomes (the engine's reading: all go back)."""
    r = resolve(loads(EXCEPT.format(cx=""), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"B.waiting_room": 0, "B.deck": 7}
    other = r.outcome["readings"][0]
    assert other["reading"] == ["ignored"]
    assert other["outcome"]["state"] == {"B.waiting_room": 2, "B.deck": 5}


def test_except_the_chosen_with_one_chosen_is_not_flagged() -> None:
    """With a climax there the point is settled: it stays, the others go back; no reading."""
    r = resolve(loads(EXCEPT.format(cx=", {name: 絶頂, type: climax}"), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"B.waiting_room": 1, "B.deck": 7}
    assert "readings" not in r.outcome


NEXT_EFFECT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは次の効果を行ってよい。『あなたは1枚引く。』"}}
choices:
  - {{player: A, choose: "{yes}"}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("yes", "hand"), [("yes", 1), ("no", 0)])
def test_next_effect_done_or_not(yes: str, hand: int) -> None:
    """「次の効果を行ってよい。『…』」 reads as 「次の行動を行ってよい。『…』」: the quoted effect, done
    if the player chooses to (before, refused 「the action perform.optional」)."""
    r = resolve(loads(NEXT_EFFECT.format(yes=yes), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": hand}


TIMES_FIRST = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "3回、次の行動を行う。『あなたは1枚引く。』"}
ask: [A.hand]
"""


def test_times_set_off_before_the_step() -> None:
    """「3回、次の行動を行う。『…』」 is 「次の行動を3回行う。『…』」: the quoted action three times
    (before, the nominal 「3回、」 was refused 「the action be.nominal」)."""
    assert [
        (o.verb, op_ext(o, "times"))
        for o in _program("3回、次の行動を行う。『あなたは1枚引く。』").steps
    ] == [
        (o.verb, op_ext(o, "times"))
        for o in _program("次の行動を3回行う。『あなたは1枚引く。』").steps
    ]
    r = resolve(loads(TIMES_FIRST, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 3}


# ------------- 「相手の山札を下から1枚見て、山札の下か控え室に置く」: a look from the bottom

BOTTOM_LOOK = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
  B:
    deck: [{{name: 上札, type: character}}, {{name: 中札, type: character}}, {{name: 下札, type: climax}}]
actions:
  - {{do: resolve_text, player: A, text: "あなたは相手の山札を下から{n}枚見て、{rest}"}}
choices: {choices}
ask: [上札.zone, 中札.zone, 下札.zone, B.deck, B.waiting_room]
"""


def test_look_from_the_bottom_compiles_as_the_bottom_end() -> None:
    """「山札を下から1枚見て」 reads the deck's bottom end (3.2.3, 4.8.1): the look of
    「上から」 with the place ``bottom``; before, refused 「looking at the deck in this way」."""
    p = _program(
        "【自】 このカードがアタックした時、あなたは相手の山札を下から1枚見て、山札の下か控え室に置く。"
    )
    assert p.steps[0].verb == "look_top" and p.steps[0].target.pos == "bottom"
    assert p.steps[0].target.owner == "opponent" and p.steps[0].n == 1
    top = _program(
        "【自】 このカードがアタックした時、あなたは相手の山札を上から1枚見て、山札の下か控え室に置く。"
    )
    assert top.steps[0].target.pos is None


@pytest.mark.parametrize(("where", "deck", "wr"), [("控え室", 2, 1), ("山札の下", 3, 0)])
def test_look_from_the_bottom_on_a_board(where: str, deck: int, wr: int) -> None:
    """B's deck lists 上札 on top and 下札 at the bottom: 「下から1枚見て」 looks at 下札 (not
    上札) and A puts it where A picks (山札の下 or 控え室, 8.6.3); 上札 and 中札 stay."""
    text = BOTTOM_LOOK.format(
        n=1, rest="山札の下か控え室に置く。", choices=f"[{{player: A, choose: {where}}}]"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r)
    for lf in r.leaves:
        st = lf.outcome["state"]
        assert st["上札.zone"] == "B.deck" and st["中札.zone"] == "B.deck"
        assert st["下札.zone"] == ("B.waiting_room" if wr else "B.deck")
        assert st["B.deck"] == deck and st["B.waiting_room"] == wr


def test_look_two_from_the_bottom_chooses_among_them() -> None:
    """「下から2枚見て、CXを1枚まで選び、控え室に置き、残りのカードを山札の下に置く」: the choice
    is among the two bottom cards (下札, 中札), never the top one."""
    text = BOTTOM_LOOK.format(
        n=2,
        rest="CXを1枚まで選び、控え室に置き、残りのカードを山札の下に置く。",
        choices="[{player: A, choose: 下札}]",
    )
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r)
    for lf in r.leaves:
        st = lf.outcome["state"]
        assert st["下札.zone"] == "B.waiting_room"
        assert st["上札.zone"] == "B.deck" and st["中札.zone"] == "B.deck"


# ------------- 「1枚まで引くか相手のキャラを1枚まで選び、手札に戻す」: one of two steps

ONE_OF_TWO = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 引く札, type: character}}, 9]
  B:
    stage: {{center_front: {{name: 相手キャラ, type: character, level: 0, power: 1000, soul: 1}}}}
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "あなたは1枚まで引くか相手のキャラを1枚まで選び、手札に戻す。"}}
choices: {choices}
ask: [引く札.zone, 相手キャラ.zone]
"""


def test_one_of_two_steps_compiles_as_a_choice_of_effects() -> None:
    """「AするかBし、C」: a choice of two effects (8.6.3), the steps after B in the sentence with
    B — they act on what B chose (「手札に戻す」 names no card of its own)."""
    p = _program(
        "【自】 このカードが手札から舞台に置かれた時、あなたは1枚まで引くか相手のキャラを1枚まで選び、手札に戻す。"
    )
    assert [o.verb for o in p.steps] == ["modal"]
    one, two = (prog for _label, prog in p.steps[0].modes)
    assert [o.verb for o in one.steps] == ["draw"]
    assert [o.verb for o in two.steps] == ["choose", "move"]
    assert two.steps[1].dest == "hand"


def test_one_of_two_steps_with_a_step_of_its_own_after_is_refused() -> None:
    """「AするかBし、C」 where C names a card of its own could follow either: refused."""
    with pytest.raises(Unsupported):
        _program(
            "【自】 このカードが手札から舞台に置かれた時、あなたは1枚引くか相手のキャラを1枚選び、このカードを手札に戻す。"
        )


@pytest.mark.parametrize(
    ("then", "drawn", "returned"),
    [
        ("{player: A, choose: '1'}, {player: A, choose: 'yes'}", "A.hand", "B.stage.center_front"),
        ("{player: A, choose: '2'}, {player: A, choose: 相手キャラ}", "A.deck", "B.hand"),
    ],
)
def test_one_of_two_steps_on_a_board(then: str, drawn: str, returned: str) -> None:
    """A picks the draw (引く札 to the hand, the character stays) or the return (the character
    to B's hand, nothing drawn): one of them, never both."""
    choices = f"[{then}]"
    r = resolve(loads(ONE_OF_TWO.format(choices=choices), "t.yaml"))
    assert not unsupported(r)
    for lf in r.leaves:
        st = lf.outcome["state"]
        assert st["引く札.zone"] == drawn and st["相手キャラ.zone"] == returned


# ------------- 「このカードの与えるダメージは山札の下からダメージ処理を行う」 (1.3.1 over 4.10.1.1)

FROM_BOTTOM = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    stage: {{center_front: {{name: 攻め手, type: character, level: 1, power: 9000, soul: 1, text: "{text}"}}}}
    deck: 10
  B:
    level: 0
    deck: [{{name: 上CX, type: climax}}, {{name: 中札, type: character}}, {{name: 下札, type: character}}]
    waiting_room: 5
actions:
  - {{do: attack, slot: center_front, kind: direct}}
ask: [上CX.zone, 下札.zone, B.clock]
"""


def test_damage_from_the_bottom_compiles() -> None:
    """The continuous text reads as a change of this card's damage processing; outside a
    continuous ability refused."""
    p = _program("【永】 このカードの与えるダメージは山札の下からダメージ処理を行う。")
    assert [(o.verb, o.stat) for o in p.steps] == [("prohibit", "damage_from_bottom")]


@pytest.mark.parametrize(
    ("text", "clocked", "top"),
    [
        (
            "【永】 このカードの与えるダメージは山札の下からダメージ処理を行う。",
            "B.clock",
            "B.deck",
        ),
        ("", "B.deck", "B.waiting_room"),
    ],
)
def test_damage_from_the_bottom_on_a_board(text: str, clocked: str, top: str) -> None:
    """A direct attack of soul 2 (1 + 1 direct, 7.5.1.3): with the text, the damage takes 下札
    from the bottom (not cancelled: to the clock, 4.10.1.3) and 上CX stays on top; without
    it, 上CX on top cancels the damage (4.10.1.2)."""
    r = resolve(loads(FROM_BOTTOM.format(text=text), "t.yaml"))
    assert not unsupported(r)
    for lf in r.leaves:
        st = lf.outcome["state"]
        assert st["下札.zone"] == clocked and st["上CX.zone"] == top
    if text:
        assert {"1.3.1", "4.10.1.1"} <= set(r.decided_by)


# ------------- 「このカードが[[standby.gif]]の効果で舞台に置かれた時」: placed by a trigger icon

STANDBY_PLACED = """\
game: ws
title: t
turn: {{player: A, number: 6, phase: attack, first_player: A}}
players:
  A:
    level: 1
    stock: 0
    hand: 0
    waiting_room:
      - {{name: 待機役, type: character, level: 1, power: 5000, soul: 1, text: "【自】 このカードが[[standby.gif]]の効果で舞台に置かれた時、あなたは1枚引く。"}}
    deck: [{{name: 待機門, type: climax, trigger: [{icon}]}}, {{name: 次札, type: character}}, 10]
    stage: {{center_front: {{name: 攻撃役, type: character, level: 1, power: 5000, soul: 1}}}}
  B: {{deck: 20}}
actions:
  - {{player: A, do: attack, slot: center_front}}
choices: {choices}
ask: [待機役.zone, 次札.zone]
"""


def test_placed_by_a_trigger_icons_effect_compiles() -> None:
    """[[standby.gif]]の効果で: the means of the placement is the standby icon's effect
    (4.12.2.10); an icon whose effect puts no card onto the stage is not read."""
    p = _program("【自】 このカードが[[standby.gif]]の効果で舞台に置かれた時、あなたは1枚引く。")
    assert p.trigger is not None and p.trigger.means == "standby"
    with pytest.raises(Unsupported):
        _program("【自】 このカードが[[soul.gif]]の効果で舞台に置かれた時、あなたは1枚引く。")


def test_placed_by_the_standby_icon_on_a_board() -> None:
    """The trigger check reveals a standby climax; A puts 待機役 from the waiting room onto
    the stage with it (4.12.2.10): its 【自】 triggers and A draws 次札."""
    choices = "[{player: A, at: standby, choose: 待機役}, {player: A, at: standby_slot, choose: left_back}]"
    r = resolve(loads(STANDBY_PLACED.format(icon="standby", choices=choices), "t.yaml"))
    assert not unsupported(r)
    for lf in r.leaves:
        st = lf.outcome["state"]
        assert st["待機役.zone"] == "A.stage.left_back" and st["次札.zone"] == "A.hand"
    assert "4.12.2.10" in r.decided_by


def test_not_placed_by_the_icon_does_not_trigger() -> None:
    """The same card put onto the stage by another effect (resolve_text: 「…舞台に置く」) does
    not trigger: the means is not the standby icon's effect."""
    text = STANDBY_PLACED.format(icon="soul", choices="[]").replace(
        "actions:\n  - {player: A, do: attack, slot: center_front}",
        "actions:\n  - {do: resolve_text, player: A, text: "
        '"あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に置く。"}',
    )
    text = text.replace("phase: attack", "phase: main")
    text = text.replace(
        "choices: []",
        "choices: [{player: A, choose: 待機役}, {player: A, choose: left_back}]",
    )
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r)
    for lf in r.leaves:
        st = lf.outcome["state"]
        assert st["待機役.zone"] == "A.stage.left_back" and st["次札.zone"] == "A.deck"


# ------------- a trigger icon's may (「…移動することができます」) answered `at: optional`

TREASURE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    stock: 0
    stage: {{right_front: {{name: 役, type: character, level: 1, power: 4000, soul: 1}}}}
    deck: [{{name: 宝CX, type: climax, trigger: [{icon}]}}, {{name: 次の札, type: character}}, 8]
  B: {{deck: 10}}
actions:
  - {{do: attack, player: A, slot: right_front}}
choices:
  - {{player: A, at: {at}, choose: "{yes}"}}
ask: [次の札.zone]
"""


@pytest.mark.parametrize("icon", ["treasure", "pool"])
@pytest.mark.parametrize(("at", "yes"), [("optional", "yes"), ("optional", "no"), ("{i}", "yes")])
def test_icon_may_answered_as_optional(icon: str, at: str, yes: str) -> None:
    """The treasure / pool icon's 「…ストック置場に移動することができます」 (4.12.2.8) is a yes/no
    asked under the icon's name and answered `at: optional` too: one outcome, as answered."""
    text = TREASURE.format(icon=icon, at=at.format(i=icon), yes=yes)
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r)
    assert len(r.leaves) == 1
    assert r.leaves[0].outcome["state"]["次の札.zone"] == ("A.stock" if yes == "yes" else "A.deck")


# ------------- 「舞台の好きな枠に置く」 onto an occupied slot: both readings of any_slot_occupied

ANY_SLOT = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    waiting_room: [{{name: 来る子, type: character, level: 0, power: 1000, soul: 1}}]
    stage:
      left_front: {{name: 甲, type: character, level: 0, power: 2000, soul: 1}}
      center_front: {{name: 乙, type: character, level: 0, power: 2000, soul: 1}}
      right_front: {{name: 丙, type: character, level: 0, power: 2000, soul: 1}}
      left_back: {{name: 丁, type: character, level: 0, power: 2000, soul: 1}}
{back}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に置く。"}}
choices:
  - {{player: A, choose: 来る子}}
  - {{player: A, at: slot, choose: left_back}}
ask: [来る子.zone, 丁.zone]
"""


@pytest.mark.parametrize(
    ("back", "other"),
    [
        # every slot taken: under empty_slot the character is not put (1.3.2, 3.6.2)
        (
            "      right_back: {name: 戊, type: character, level: 0, power: 2000, soul: 1}",
            "A.waiting_room",
        ),
        # right_back empty: under empty_slot it goes there, the only empty one
        ("", "A.stage.right_back"),
    ],
)
def test_occupied_slot_chosen_runs_both_readings(back: str, other: str) -> None:
    """A chooses left_back, where 丁 is: the engine's reading (any_slot) puts 来る子 there and 丁
    goes to the waiting room (9.6.2); the other (empty_slot, 4.12.2.10.1 read as the only
    permission) gives its own outcome — both given, the point flagged (9.6.2, 3.6.2)."""
    r = resolve(loads(ANY_SLOT.format(back=back), "t.yaml"))
    assert not unsupported(r)
    st = r.outcome["state"]
    assert st["来る子.zone"] == "A.stage.left_back" and st["丁.zone"] == "A.waiting_room"
    (alt,) = r.outcome["readings"]
    assert alt["reading"] == ["empty_slot"]
    assert alt["outcome"]["state"]["来る子.zone"] == other
    assert alt["outcome"]["state"]["丁.zone"] == "A.stage.left_back"


def test_empty_slot_chosen_raises_no_reading() -> None:
    """An empty slot chosen: nothing to settle, one outcome."""
    text = ANY_SLOT.format(back="").replace("choose: left_back", "choose: right_back")
    r = resolve(loads(text, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"]["来る子.zone"] == "A.stage.right_back"
    assert "readings" not in r.outcome


# ------------- `move` by another player: the card goes to its owner's zone (3.1.6)

MOVED_BY_B = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage: {center_front: {name: 動く子, type: character, level: 0, power: 1000, soul: 1}}
    deck: 10
  B: {deck: 10}
actions:
  - {do: move, player: B, card: 動く子, to: left_front}
ask: [動く子.zone]
"""


def test_move_by_the_other_player_stays_on_the_owners_stage() -> None:
    """B's effect moves A's character to the left front slot: A's (3.1.6), never B's stage."""
    r = resolve(loads(MOVED_BY_B, "t.yaml"))
    assert r.outcome["state"]["動く子.zone"] == "A.stage.left_front"
    assert "3.1.6" in r.decided_by


# ------------- 「そのターン中、あなたは「X」を手札からプレイできない」: a named card prohibited

NAMED_BAN = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 禁札, type: character, level: 0, cost: 0, power: 1000, soul: 1}}, {{name: 別札, type: character, level: 0, cost: 0, power: 1000, soul: 1}}]
    deck: 10
  B: {{deck: 10}}
actions:
{ban}
  - {{do: play, player: A, card: 禁札, slot: center_front}}
  - {{do: play, player: A, card: 別札, slot: left_front}}
ask: [禁札.zone, 別札.zone]
"""


def test_named_play_prohibition_compiles() -> None:
    p = _program(
        "【自】 このカードが手札から舞台に置かれた時、そのターン中、あなたは「禁札」を手札からプレイできない。"
    )
    assert [(o.verb, o.stat, op_ext(o, "forbid")) for o in p.steps] == [
        ("forbid", "play", ("name:禁札",))
    ]


@pytest.mark.parametrize(("ban", "zone"), [(True, "A.hand"), (False, "A.stage.center_front")])
def test_named_play_prohibition_on_a_board(ban: bool, zone: str) -> None:
    """After 「そのターン中、あなたは「禁札」を手札からプレイできない」 A may not play 禁札 (1.3.3; its
    name, 2.1.2) but plays 別札; without it 禁札 is played."""
    line = (
        '  - {do: resolve_text, player: A, text: "そのターン中、あなたは「禁札」を手札からプレイできない。"}'
        if ban
        else ""
    )
    r = resolve(loads(NAMED_BAN.format(ban=line), "t.yaml"))
    assert not unsupported(r)
    st = r.outcome["state"]
    assert st["禁札.zone"] == zone and st["別札.zone"] == "A.stage.left_front"


# ------------- 「自分の控え室にあるCXと同じカード名のCX」: ある as いる (the cards in that place)

SAME_AS_IN_WR = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    waiting_room: [{{name: 桜, type: climax}}]
    deck: [{{name: 月, type: climax}}, {{name: 桜, uid: 山の桜, type: climax}}, {{name: 人, type: character}}]
  B: {{deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分の山札を見て自分の控え室にあるCXと同じカード名のCXを1枚まで選んで相手に見せ、手札に加え、その山札をシャッフルする。"}}
choices: [{{player: A, choose: {pick}}}]
ask: [月.zone, 山の桜.zone]
"""


def test_cards_in_a_place_said_with_aru() -> None:
    """「自分の控え室にあるCX」 reads as 「自分の控え室のCX」 (the compared cards' place)."""
    a = _program(
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札を見て自分の控え室にあるCXと同じカード名のCXを1枚まで選んで相手に見せ、手札に加え、その山札をシャッフルする。"
    )
    same = next(o.target.same_as for o in a.steps if o.target is not None and o.target.same_name)
    assert same.zone == "waiting_room" and same.kind == "climax"


def test_cards_in_a_place_said_with_aru_on_a_board() -> None:
    """Only the deck's 桜 (the name of the CX in the waiting room) may be chosen: it goes to the
    hand, 月 stays in the deck."""
    r = resolve(loads(SAME_AS_IN_WR.format(pick="山の桜"), "t.yaml"))
    assert not unsupported(r)
    for lf in r.leaves:
        st = lf.outcome["state"]
        assert st["山の桜.zone"] == "A.hand" and st["月.zone"] == "A.deck"
