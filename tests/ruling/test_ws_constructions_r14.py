"""Weiß Schwarz card-text constructions added in round 14 (issue 12, s10wsA), each in general
form: a minimal ability text in the wording cards use, what it does on a board, the case that
must not do it, and where it applies a recombination with a construction already read."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_resolve_text
from tests.ruling.boards import center_orientations as orientations
from tests.ruling.boards import ws_battle as battle
from tests.ruling.boards import zone_names as zone

# ------------------------------------------------------- Ｘ is a player's level (3.9)

LEVELS = """\
  A:
    level: {mine}
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: {theirs}
    deck: 10
"""


@pytest.mark.parametrize(("mine", "theirs"), [(0, 2), (2, 0), (3, 1)])
def test_x_is_a_players_level(mine: int, theirs: int) -> None:
    """「Ｘはあなたのレベル×500に等しい」: a player's level is the number of cards in their level
    zone (3.9); X is worked out when the step is done (「相手のレベル」: the opponent's)."""
    for whose, lv in (("あなた", mine), ("相手", theirs)):
        text = (
            "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋Ｘ。"
            f"Ｘは{whose}のレベル×500に等しい。"
        )
        r = ws_resolve_text(LEVELS.format(mine=mine, theirs=theirs), text, ask="主役.power")
        assert not unsupported(r)
        assert r.outcome["state"] == {"主役.power": 5000 + 500 * lv}


CHEER = """\
players:
  A:
    level: {mine}
    deck: 10
    stage:
      left_front: {{name: 前衛, type: character, level: 1, power: 5000, soul: 1}}
      left_back: {{name: 応援役, type: character, level: 1, power: 3000, soul: 1, text: "【永】 応援 あなたのターン中、このカードの前のあなたのキャラすべてに、パワーを＋Ｘ。Ｘはあなたのレベル×500に等しい。"}}
  B:
    level: 3
    deck: 10
actions:
  - {{do: check_timing}}
ask: [前衛.power]
"""


@pytest.mark.parametrize("mine", [0, 1, 3])
def test_x_is_a_players_level_in_a_continuous_ability(mine: int) -> None:
    """The same Ｘ in a continuous 応援 ability (10.3): read while it applies, the controller's
    level (3.9) — the opponent's level 3 plays no part."""
    r = resolve(loads(WS_HEAD + CHEER.format(mine=mine)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"前衛.power": 5000 + 500 * mine}


# ------------------------------------ a prohibition on a card during one player's turn


def test_a_prohibition_during_a_players_turn() -> None:
    """「【永】 相手のターン中、このカードは【リバース】しない」: in a continuous ability the time is
    the condition it applies under (8.1.1.3): B's 受け役 loses the battle in A's turn and is not
    reversed (1.3.3 over 7.6.1.2); 「あなたのターン中、」 on the same card does not hold in A's turn
    and it is reversed; A's own 攻め役 with 「あなたのターン中、」 is kept from it in A's turn."""
    never_theirs = "【永】 相手のターン中、このカードは【リバース】しない。"
    r = battle(9000, theirs=never_theirs)
    assert not unsupported(r)
    assert orientations(r)[1] == "stand"
    r = battle(9000, theirs=never_theirs.replace("相手の", "あなたの"))
    assert not unsupported(r)
    assert orientations(r)[1] == "reverse"
    r = battle(3000, mine=never_theirs.replace("相手の", "あなたの"))
    assert not unsupported(r)
    assert orientations(r)[0] == "rest"
    r = battle(3000, mine=never_theirs)
    assert orientations(r)[0] == "reverse"


def test_a_prohibition_during_a_turn_recombined() -> None:
    """The same time on another prohibition (「あなたのターン中、このカードはフロントアタックでき
    ない」: the front attack asked for is refused in A's turn, 1.3.3, 7.2.1.4 — no battle, 攻め役
    is not reversed; 「相手のターン中、」 does not hold in A's turn: the front attack is made and
    攻め役, weaker, is reversed), and in an ability given by an effect (「…次の能力を与える。
    『【永】 相手のターン中、…』」)."""
    banned = "【永】 あなたのターン中、このカードはフロントアタックできない。"
    r = battle(3000, mine=banned)
    assert not unsupported(r)
    assert r.outcome.get("rejected") and orientations(r)[0] == "rest"
    r = battle(3000, mine=banned.replace("あなたの", "相手の"))
    assert not unsupported(r)
    assert not r.outcome.get("rejected") and orientations(r)[0] == "reverse"
    given = (
        "【自】 このカードがアタックされた時、あなたは自分のキャラを1枚選び、そのターン中、次の能力を"
        "与える。『【永】 相手のターン中、このカードは【リバース】しない。』"
    )
    r = battle(9000, theirs=given)
    assert not unsupported(r)
    assert orientations(r)[1] == "stand"


def test_a_prohibition_on_two_cards_joined_by_to() -> None:
    """「このカードの正面のキャラとこのカードはサイドアタックできない」: each card named is
    prohibited (1.3.3) — B's 受け役 with it keeps A's 攻め役 facing it from a side attack: the side
    attack asked for is not declared (7.2.1.4.2), a front attack is, and 受け役, weaker, is
    reversed in the battle (7.6.1.2); without the text the side attack is made (no battle)."""
    both = "【永】 このカードの正面のキャラとこのカードはサイドアタックできない。"
    r = battle(9000, theirs=both, kind="side")
    assert not unsupported(r)
    assert "1.3.3" in r.main.decided_by and orientations(r) == ("rest", "reverse")
    r = battle(9000, kind="side")
    assert "1.3.3" not in r.main.decided_by and orientations(r) == ("rest", "stand")


def test_two_cards_joined_by_to_recombined() -> None:
    """「相手のターン中、このカードのバトル相手とこのカードは【リバース】しない」: the battle
    opponent (7.2.1.5.1) and this card are both kept from being reversed (1.3.3 over 7.6.1.2) in
    the opponent's turn — with equal power both would be; in the card's own turn neither is
    kept."""
    both = "【永】 相手のターン中、このカードのバトル相手とこのカードは【リバース】しない。"
    r = battle(5000)
    assert orientations(r) == ("reverse", "reverse")
    r = battle(5000, theirs=both)
    assert not unsupported(r)
    assert orientations(r) == ("rest", "stand")
    r = battle(5000, mine=both)
    assert not unsupported(r)
    assert orientations(r) == ("reverse", "reverse")


# ------------------------------------------------------------------ durations


def ended(r) -> tuple[str, ...] | None:  # type: ignore[no-untyped-def]
    """The clauses of the step that ended the effects lasting the attack, if any."""
    return next(
        (s.clauses for s in r.main.trace if s.en == "effects lasting this attack end"), None
    )


ATTACK_TEXT = "【自】 このカードがアタックした時、{d}、このカードのパワーを＋3500。"


def test_a_change_for_that_attack() -> None:
    """「そのアタック中、このカードのパワーを＋3500」: the change holds in the battle (3000 + 3500
    beats 5000: 受け役 is reversed, 7.6.1.2) and ends with the attack sub-phase (7.6.1.5): at the
    end 攻め役's power is 3000 again; 「そのターン中」 keeps it to the end of the turn."""
    r = battle(3000, mine=ATTACK_TEXT.format(d="そのアタック中"))
    assert not unsupported(r)
    assert orientations(r) == ("rest", "reverse")
    assert not [e for e in r.main.final.effects if e.stat == "power"]
    assert "7.6.1.5" in (ended(r) or ())
    r = battle(3000, mine=ATTACK_TEXT.format(d="そのターン中"))
    assert orientations(r) == ("rest", "reverse")
    assert [e.until for e in r.main.final.effects if e.stat == "power"] == ["turn"]
    r = battle(3000)
    assert orientations(r) == ("reverse", "stand")


def test_a_change_for_that_attack_recombined() -> None:
    """The same duration governing a chained step (「そのアタック中、このカードのパワーを＋3500し、
    あなたはトリガーステップにトリガーチェックを2回行う」: two cards checked, 7.3.1.2, and the change
    held in the battle); a side attack (no battle) ends it at 7.5.1.4."""
    text = (
        "【自】 このカードがアタックした時、そのアタック中、このカードのパワーを＋3500し、"
        "あなたはトリガーステップにトリガーチェックを2回行う。"
    )
    r = battle(3000, mine=text)
    assert not unsupported(r)
    assert orientations(r) == ("rest", "reverse")
    assert len(r.main.final.players["A"].zones["stock"]) == 2
    r = battle(3000, mine=ATTACK_TEXT.format(d="そのアタック中"), kind="side")
    assert not unsupported(r)
    assert not [e for e in r.main.final.effects if e.stat == "power"]
    assert "7.5.1.4" in (ended(r) or ())


NEXT = """\
game: ws
title: t
turn: {{player: {turn}, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 1
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、{d}、パワーを＋3000。"}}
"""


@pytest.mark.parametrize(
    ("turn", "d", "until"),
    [
        ("A", "そのターンの次のターンの終わりまで", "turn:7"),
        ("B", "そのターンの次のターンの終わりまで", "turn:7"),
        # named by the player whose turn ends it (``ruling.turn_end.turn_of``, round 41: an
        # extra turn may come between): B's first turn from turn 6 on — turn 7 after A's turn 6,
        # turn 6 itself when it is B's
        ("A", "次の相手のターンの終わりまで", "turn_of:B:6"),
        ("B", "次の相手のターンの終わりまで", "turn_of:B:6"),
    ],
)
def test_until_the_end_of_the_turn_after_that_turn(turn: str, d: str, until: str) -> None:
    """「そのターンの次のターンの終わりまで」: the effect made in turn 6 lasts to the end of turn 7,
    whoever's turn 6 is (8.2.1.2); 「次の相手のターンの終わりまで」 made in the opponent's turn 6
    ends with it."""
    r = resolve(loads(NEXT.format(turn=turn, d=d), "t.yaml"))
    assert not unsupported(r)
    assert [e.until for e in r.main.final.effects if e.stat == "power"] == [until]


# ------------------------------------------- a trigger on the character facing this card

FACING = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山1, type: character}}, 9]
    stage:
      center_front: {{name: 中央, type: character, level: 1, power: 3000, soul: 1}}
      left_front: {{name: 左, type: character, level: 1, power: 3000, soul: 1}}
  B:
    level: 1
    deck: [{{name: 札1, type: character}}, 9]
    stage:
      center_front: {{name: 見張り, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
      right_front: {{name: 右, type: character, level: 1, power: 5000, soul: 1}}
actions:
  - {{do: attack, slot: {slot}, kind: front}}
"""


@pytest.mark.parametrize(("slot", "drawn"), [("center_front", 1), ("left_front", 0)])
def test_a_trigger_on_the_character_facing_this_card(slot: str, drawn: int) -> None:
    """「このカードの正面のキャラがアタックした時、あなたは1枚引く」: A's 中央 in the slot facing
    見張り (3.6.6) attacks — 見張り's ability triggers and B draws; A's 左 faces B's 右, not
    見張り: nothing."""
    text = "【自】 このカードの正面のキャラがアタックした時、あなたは1枚引く。"
    r = resolve(loads(FACING.format(text=text, slot=slot), "t.yaml"))
    assert not unsupported(r)
    assert len(r.main.final.players["B"].zones["hand"]) == drawn
    pending = [s.clauses for s in r.main.trace if s.event == "pending"]
    assert pending == ([("8.1.1.2", "8.1.1.2.1", "8.7.2", "3.6.6", "8.7.1")] if drawn else [])


def test_a_trigger_on_the_facing_character_recombined() -> None:
    """The same trigger in an ability given until the end of the opponent's next turn (「…次の
    能力を得る。『【自】 このカードの正面のキャラがアタックした時、…』」), with a filter on the
    attacker (「このカードの正面のレベル2以上のキャラ」: 中央 is level 1 — nothing)."""
    given = (
        "【自】 このカードが手札から舞台に置かれた時、次の相手のターンの終わりまで、このカードは次の能力を得る。"
        "『【自】 このカードの正面のキャラがアタックした時、あなたは1枚引く。』"
    )
    text = "【自】 このカードの正面のレベル2以上のキャラがアタックした時、あなたは1枚引く。"
    r = resolve(loads(FACING.format(text=text, slot="center_front"), "t.yaml"))
    assert not unsupported(r)
    assert len(r.main.final.players["B"].zones["hand"]) == 0
    r = resolve(
        loads(FACING.format(text=text.replace("レベル2以上", "レベル1以上"), slot="center_front"))
    )
    assert not unsupported(r)
    assert len(r.main.final.players["B"].zones["hand"]) == 1
    assert ws_compile_ok(given)


def ws_compile_ok(text: str) -> bool:
    from ruling.abilities import _abilities

    return all(a.supported for a in _abilities("ws", text, "character"))


# ------------------------- 「このカードは、色条件を満たさずに手札からプレイでき、…」 and its kin

PLAY = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: [{{name: 黄L, type: character, color: YELLOW}}]
    stock: 3
    clock: [{{name: 黄, type: character, color: YELLOW}}]
    hand:
      - {{name: 赤札, type: {kind}, level: {level}, cost: 0, power: 3000, soul: 1, color: RED, text: "{text}"}}
    deck: [{{name: 山1, type: character}}, 9]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, traits: [{trait}]}}
  B:
    deck: 10
    stage:
      center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1}}
actions:
  - {{do: play, card: 赤札{slot}}}
"""


def play(text: str, trait: str = "音楽", kind: str = "character", level: int = 1):  # type: ignore[no-untyped-def]
    slot = ", slot: left_front" if kind == "character" else ""
    src = PLAY.format(text=text, trait=trait, kind=kind, level=level, slot=slot)
    return resolve(loads(src, "t.yaml"))


def test_a_permission_over_the_colour_condition_under_a_condition() -> None:
    """「【永】 あなたの《音楽》のキャラがいるなら、このカードは、色条件を満たさずに手札からプレイでき、
    あなたの手札のこのカードのレベルを－1。」: with the condition met the red card is played with
    no red card in the level zone or clock (1.3.1 over 8.6.2.1.1) and at level 2 it is played at
    level 1 (its level in the hand, 2.12.2.3); unmet, neither — it stays in the hand."""
    text = (
        "【永】 あなたの《音楽》のキャラがいるなら、このカードは、色条件を満たさずに手札からプレイでき、"
        "あなたの手札のこのカードのレベルを－1。"
    )
    r = play(text, level=2)
    assert not unsupported(r)
    assert zone(r, "A", "stage.left_front") == ["赤札"] and "8.6.2.1.1" in r.main.decided_by
    r = play(text, level=2, trait="本")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["赤札"]
    r = play(text.replace("レベル2", "レベル1"), level=1, trait="本")
    assert zone(r, "A", "hand") == ["赤札"]  # level 1 but red: the colour condition


def test_a_permission_alone_under_a_condition_and_before_an_event() -> None:
    """The permission alone under a condition (「…なら、このカードは、色条件を満たさずに手札からプレ
    イできる。」: played when met, not when unmet), and as an event's first sentence before its
    effect (「このカードは、色条件を満たさずに手札からプレイできる。あなたは1枚引く。」)."""
    alone = "【永】 あなたの《音楽》のキャラがいるなら、このカードは、色条件を満たさずに手札からプレイできる。"
    r = play(alone)
    assert not unsupported(r)
    assert zone(r, "A", "stage.left_front") == ["赤札"]
    r = play(alone, trait="本")
    assert zone(r, "A", "hand") == ["赤札"]
    event = "このカードは、色条件を満たさずに手札からプレイできる。あなたは1枚引く。"
    r = play(event, kind="event")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]
    r = play("あなたは1枚引く。", kind="event")
    assert zone(r, "A", "hand") == ["赤札"]


# --------------------------------------- markers put into the waiting room in place of stock

PAY = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: [{{name: 黄L, type: character, color: YELLOW}}]
    clock: [{{name: 黄, type: character, color: YELLOW}}]
    stock: {stock}
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}, 8]
    hand:
      - {{name: 催し, type: event, level: 0, cost: 1, color: YELLOW, text: "あなたは1枚引く。"}}
    stage:
      left_front: {{name: 暖炉, type: character, level: 1, power: 4000, soul: 1, text: "{text}"}}
      center_front: {{name: 詩羽, type: character, level: 1, power: 5000, soul: 1, text: "【起】［(1)］ あなたは1枚引く。"}}
    markers: {{left_front: {markers}}}
  B:
    deck: 10
actions:
  - {{do: {do}, player: A, card: {card}}}
{choices}"""

ACTIVATED = (
    "【永】 あなたが自分の「詩羽」の【起】のコストを払う時、このカードの下のマーカー1枚を、"
    "ストック1枚のかわりに控え室に置いてよい。"
)
EVENT_COST = (
    "【永】 あなたが自分の手札のイベントのコストを払う時、このカードの下のマーカー1枚を、"
    "ストック1枚のかわりに控え室に置いてよい。"
)


def pay(text: str, stock: int, markers: int, what: str = "activate", choices: str = ""):  # type: ignore[no-untyped-def]
    card = "詩羽" if what == "activate" else "催し"
    do = "activate" if what == "activate" else "play"
    src = PAY.format(text=text, stock=stock, markers=markers, do=do, card=card, choices=choices)
    return resolve(loads(src, "t.yaml"))


def test_markers_in_place_of_stock_for_an_activated_ability() -> None:
    """「あなたが自分の「詩羽」の【起】のコストを払う時、このカードの下のマーカー1枚を、ストック1枚
    のかわりに控え室に置いてよい」: with no stock the cost (1) of 詩羽's 【起】 is paid with the
    marker under 暖炉 (1.3.1 over 8.4.3) and A draws; with neither stock nor the ability, the
    cost cannot be paid (8.4.2.2)."""
    r = pay(ACTIVATED, stock=0, markers=1)
    assert not unsupported(r)
    assert (
        sorted(zone(r, "A", "hand")) == ["催し", "山1"] and len(zone(r, "A", "waiting_room")) == 1
    )
    assert "1.3.1" in r.main.decided_by
    r = pay("", stock=0, markers=1)
    assert zone(r, "A", "hand") == ["催し"] and zone(r, "A", "markers.left_front")


def test_markers_in_place_of_stock_are_the_payers_choice() -> None:
    """A selective replacement effect (「…時、…かわりに…てよい」, 8.10.3): with a stock card and a
    marker the payer says whether to apply it — no: the stock pays; yes: the marker goes in
    place of the stock card, which is not put at all (8.10.1, 8.10.1.1). 「マーカー1枚を、ストック
    1枚のかわりに」 replaces one stock card of a payment (8.10.2.3): a cost (2) with two markers
    and no stock cannot be paid; 「マーカーを、ストックのかわりに」 replaces as many as it puts."""
    no = "choices:\n  - {player: A, at: replacement_optional, choose: no}\n"
    yes = "choices:\n  - {player: A, at: replacement_optional, choose: yes}\n"
    r = pay(ACTIVATED, stock=1, markers=1, choices=no)
    assert not unsupported(r)
    assert len(zone(r, "A", "stock")) == 0 and len(zone(r, "A", "markers.left_front")) == 1
    r = pay(ACTIVATED, stock=1, markers=1, choices=yes)
    assert len(zone(r, "A", "stock")) == 1 and zone(r, "A", "markers.left_front") == []
    assert {"8.10.1", "8.10.1.1", "8.10.3"} <= set(r.main.decided_by)
    two = ACTIVATED.replace("［(1)］", "［(2)］")
    r = resolve(
        loads(
            PAY.format(
                text=ACTIVATED, stock=0, markers=2, do="activate", card="詩羽", choices=""
            ).replace("【起】［(1)］", "【起】［(2)］"),
            "t.yaml",
        )
    )
    assert zone(r, "A", "hand") == ["催し"] and len(zone(r, "A", "markers.left_front")) == 2
    many = ACTIVATED.replace(
        "マーカー1枚を、ストック1枚のかわりに", "マーカーを、ストックのかわりに"
    )
    r = resolve(
        loads(
            PAY.format(
                text=many, stock=0, markers=2, do="activate", card="詩羽", choices=""
            ).replace("【起】［(1)］", "【起】［(2)］"),
            "t.yaml",
        )
    )
    assert not unsupported(r)
    assert (
        sorted(zone(r, "A", "hand")) == ["催し", "山1"] and zone(r, "A", "markers.left_front") == []
    )
    assert two


def test_markers_in_place_of_stock_by_scope() -> None:
    """The scope is what the text names: 「自分の手札のイベントのコスト」 pays the event's play
    cost (8.6.2.3) with the marker, not the 【起】's; 「「詩羽」の【起】」 pays no event's."""
    r = pay(EVENT_COST, stock=0, markers=1, what="play")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"] and zone(r, "A", "markers.left_front") == []
    r = pay(EVENT_COST, stock=0, markers=1)
    assert zone(r, "A", "hand") == ["催し"] and len(zone(r, "A", "markers.left_front")) == 1
    r = pay(ACTIVATED, stock=0, markers=1, what="play")
    assert zone(r, "A", "hand") == ["催し"] and len(zone(r, "A", "markers.left_front")) == 1


def test_markers_in_place_of_stock_for_a_keyword() -> None:
    """「自分のキャラの『チェンジ』のコストを払う時」: the scope is that keyword's abilities of the
    master's characters (their cost, 10.8), no other ability's."""
    from ruling.abilities import _abilities
    from ruling.games._ws.costs import _covers

    text = (
        "【永】 あなたが自分のキャラの『チェンジ』のコストを払う時、このカードの下のマーカーを、"
        "ストック1枚のかわりに控え室に置いてよい。"
    )
    (ab,) = _abilities("ws", text, "character")
    assert ab.supported
    (op,) = ab.program.steps
    assert op.verb == "stock_instead" and op.stat == "keyword:チェンジ"
    assert op.target.kind == "character" and op.target.owner == "you"
    assert _covers(op.stat, "auto", "チェンジ")
    assert not _covers(op.stat, "auto", "アンコール") and not _covers(op.stat, "play", None)


# ----------------------------------- one card's value above / below another card's (より高い)

COMPARED = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
  B:
    level: 3
    deck: 10
    stage:
      center_front: {{name: 相手役, type: character, level: {level}, power: 5000, soul: 1}}
actions:
  - {{do: check_timing}}
ask: [主役.power]
"""


@pytest.mark.parametrize(
    ("word", "level", "power"),
    [("高い", 2, 6000), ("高い", 1, 5000), ("高い", 0, 5000), ("低い", 0, 6000), ("低い", 1, 5000)],
)
def test_a_value_above_another_cards(word: str, level: int, power: int) -> None:
    """「このカードの正面のキャラのレベルがこのカードのレベルより高いなら」: the level of the character
    facing it (3.6.6) compared with this card's own, both there (as 「…以下なら」 is): met only
    when strictly above (より低い: strictly below); equal levels meet neither."""
    text = (
        f"【永】 このカードの正面のキャラのレベルがこのカードのレベルより{word}なら、"
        "このカードのパワーを＋1000。"
    )
    r = resolve(loads(COMPARED.format(text=text, level=level), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"主役.power": power}


def test_a_value_above_another_cards_with_nobody_facing() -> None:
    """With no character facing this card there is no value to compare: not met (the card it
    reads is not there)."""
    text = "【永】 このカードの正面のキャラのレベルがこのカードのレベルより低いなら、このカードのパワーを＋1000。"
    src = (
        COMPARED.format(text=text, level=0)
        .replace(
            "      center_front: {name: 相手役, type: character, level: 0, power: 5000, soul: 1}\n",
            "",
        )
        .replace(
            "    stage:\n      center_front: {name: 主役",
            "    stage:\n      center_front: {name: 主役",
        )
    )
    src = src.replace("    level: 3\n    deck: 10\n    stage:\n", "    level: 3\n    deck: 10\n")
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"主役.power": 5000}


# ------------------------- two parts of a choice, the second described by a relative clause

PARTS = """\
  A:
    level: 1
    deck: 10
    waiting_room:
      - {name: 月村手毬, type: character, level: 1}
      - {name: 花海美鈴, type: character, level: 1}
      - {name: 手毬の友, type: event, level: 0}
      - {name: 篠澤広, type: character, level: 1}
  B:
    deck: 10
"""


def test_two_parts_of_a_choice_the_second_with_a_relative_clause() -> None:
    """「自分の控え室のカード名に「手毬」を含むキャラを1枚までとカード名に「美鈴」を含むキャラを1枚まで
    選び、手札に戻す」: two choices made together, each of its own description and count (the
    grammar hung the first on the second's relative clause): a character whose name holds 手毬
    and one whose name holds 美鈴 return; the event 手毬の友 (no character) and 篠澤広 stay."""
    text = (
        "あなたは自分の控え室のカード名に「手毬」を含むキャラを1枚までとカード名に「美鈴」を含む"
        "キャラを1枚まで選び、手札に戻す。"
    )
    r = ws_resolve_text(PARTS, text)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["月村手毬", "花海美鈴"]
    assert zone(r, "A", "waiting_room") == ["手毬の友", "篠澤広"]


def test_two_parts_of_a_choice_recombined() -> None:
    """The same with a first part of another description (「《X》のキャラを1枚までと…」: trait X
    only 篠澤広 has) and a second part that finds nothing (「カード名に「千奈」を含むキャラ」): the
    first part is chosen, the second chooses none (up to one, 8.6.3.1); and three parts, each
    hung on the next one's relative clause."""
    board = PARTS.replace(
        "{name: 篠澤広, type: character, level: 1}",
        "{name: 篠澤広, type: character, level: 1, traits: [音楽]}",
    )
    for name in ("月村手毬", "花海美鈴"):  # their traits given (left out: branched on, round 28)
        board = board.replace(
            f"{{name: {name}, type: character, level: 1}}",
            f"{{name: {name}, type: character, level: 1, traits: [アイドル]}}",
        )
    text = (
        "あなたは自分の控え室の《音楽》のキャラを1枚までとカード名に「千奈」を含む"
        "キャラを1枚まで選び、手札に戻す。"
    )
    r = ws_resolve_text(board, text)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["篠澤広"]
    three = (
        "あなたは自分の控え室のカード名に「手毬」を含むキャラを1枚までとカード名に「美鈴」を含む"
        "キャラを1枚までとカード名に「広」を含むキャラを1枚まで選び、手札に戻す。"
    )
    r = ws_resolve_text(PARTS, three)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["月村手毬", "篠澤広", "花海美鈴"]
    assert zone(r, "A", "waiting_room") == ["手毬の友"]


# ------------------------------ a cost turning this card face down (記憶 in the memory)

MEMORY = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}, 8]
    memory: [{{name: 思い出役, type: character, level: 1, power: 3000, soul: 1, face: {face}, text: "{text}"}}]
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 9000, soul: 1}}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 受け役, type: character, level: 1, power: 5000, soul: 1}}
actions:
  - {{do: attack, slot: center_front, kind: front}}
choices:
  - {{player: A, at: optional, choose: {pay}}}
"""

FLIP = (
    "【自】 記憶 ［表向きのこのカードを裏向きにする］ 思い出置場にこのカードがあるなら、"
    "あなたのアタックフェイズの始めに、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。"
)


def memory(face: str = "up", pay: str = "yes"):  # type: ignore[no-untyped-def]
    return resolve(loads(MEMORY.format(face=face, pay=pay, text=FLIP), "t.yaml"))


def test_a_cost_turning_this_card_face_down() -> None:
    """「［表向きのこのカードを裏向きにする］」 of a 記憶 ability in the memory: paid, the card turns
    face down (8.4.2) and A draws (そうしたら, 8.6.4); not paid, it stays face up and A draws
    nothing."""
    r = memory()
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]
    assert [c.face_up for c in r.main.final.players["A"].zones["memory"]] == [False]
    r = memory(pay="no")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == []
    assert [c.face_up for c in r.main.final.players["A"].zones["memory"]] == [True]


def test_a_cost_turning_this_card_face_down_when_it_is_already() -> None:
    """A face-down card in the memory is a blank card (3.12.2.2.1): its ability does nothing —
    no draw, the card stays as it is."""
    r = memory(face="down")
    assert zone(r, "A", "hand") == []
    assert [c.face_up for c in r.main.final.players["A"].zones["memory"]] == [False]
