"""Weiß Schwarz card text, round 28 (issue 12): families of constructions on a minimal board
(``resolve_text``), each with variants a writer could print and a neighbour that must not fire,
so that no test passes by doing nothing.

Triggers on a card turned to an orientation (4.6.1.1 「スタンドする」, 4.6.1.2 「レストする」): 「X
が【スタンド】した時」 / 「Xが【レスト】した時」 of this card, of described characters, of a card in
a related slot, in the passive (「【レスト】された時」) and as a state reached (「【スタンド】状態に
なった時」); a card already so oriented is not turned (no event). 10.2.4 「Xがアンコールを使った
時」 / 「Xがアンコールで舞台に置かれた時」 for this card, described characters and the players.
Prohibitions of an action the rules give a player (1.3.3): the counter icon named bare
(「カウンターをプレイできない」), 「手札のXをプレイできない」, a keyword done (「アンコールできない」,
「助太刀できない」 = its play, 10.5.1)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

# ------------------------------------------------------------ a card turned to an orientation

TURNED = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 甲1, type: character}}, {{name: 甲2, type: character}}, 8]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 3000, soul: 1, state: {main}, text: "{text}"}}
      left_front: {{name: 脇役, type: character, level: 1, power: 3000, soul: 1, traits: [音楽], state: {side}}}
  B:
    level: 1
    deck: [{{name: 札1, type: character}}, 9]
    stage:
      center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1, state: {opp}}}
actions:
  - {{do: resolve_text, player: A, text: "{step}"}}
choices:
  - {{player: A, at: choose, choose: {pick}}}
"""

STAND_MINE = "あなたは自分のキャラを1枚選び、【スタンド】する。"
REST_MINE = "あなたは自分のキャラを1枚選び、【レスト】する。"
REST_THEIRS = "あなたは相手のキャラを1枚選び、【レスト】する。"


def drew(
    text: str,
    step: str,
    pick: str,
    main: str = "rest",
    side: str = "rest",
    opp: str = "stand",
) -> int:
    r = resolve(
        loads(
            TURNED.format(text=text, step=step, pick=pick, main=main, side=side, opp=opp),
            "t.yaml",
        )
    )
    assert not unsupported(r), [w for w in r.warnings if w.kind == "unsupported"]
    return len(zone(r, "A", "hand"))


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードが【スタンド】した時、あなたは1枚引く。",
        "【自】 このカードがスタンドした時、あなたは1枚引く。",
        "【自】 このカードが【スタンド】状態になった時、あなたは1枚引く。",
        "【自】 このカードが【スタンド】するたび、あなたは1枚引く。",
        "【自】［(0)］ このカードが【スタンド】した時、あなたはコストを払ってよい。そうしたら、あなたは1枚引く。",
    ],
)
def test_this_card_stood(text: str) -> None:
    """This card turned from 【レスト】 to 【スタンド】 by an effect: it triggers; another card
    stood, or this card already standing (nothing is done), does not."""
    assert drew(text, STAND_MINE, "主役") == 1
    assert drew(text, STAND_MINE, "脇役") == 0
    assert drew(text, STAND_MINE, "主役", main="stand") == 0


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードが【レスト】した時、あなたは1枚引く。",
        "【自】 このカードがレストした時、あなたは1枚引く。",
        "【自】 このカードが【レスト】された時、あなたは1枚引く。",
        "【自】 このカードが【レスト】状態になった時、あなたは1枚引く。",
    ],
)
def test_this_card_rested(text: str) -> None:
    """This card turned to 【レスト】; not another one, nor this card rested already."""
    assert drew(text, REST_MINE, "主役", main="stand") == 1
    assert drew(text, REST_MINE, "脇役", main="stand", side="stand") == 0
    assert drew(text, REST_MINE, "主役", main="rest") == 0


@pytest.mark.parametrize(
    ("text", "step", "pick", "want"),
    [
        # described characters: any of the master's, the other ones, a trait, the opponent's
        ("【自】 あなたのキャラが【スタンド】した時、あなたは1枚引く。", STAND_MINE, "脇役", 1),
        ("【自】 他のあなたのキャラが【スタンド】した時、あなたは1枚引く。", STAND_MINE, "脇役", 1),
        ("【自】 他のあなたのキャラが【スタンド】した時、あなたは1枚引く。", STAND_MINE, "主役", 0),
        (
            "【自】 他のあなたの《音楽》のキャラが【スタンド】した時、あなたは1枚引く。",
            STAND_MINE,
            "脇役",
            1,
        ),
        ("【自】 相手のキャラが【レスト】した時、あなたは1枚引く。", REST_THEIRS, "相手役", 1),
        ("【自】 あなたのキャラが【レスト】した時、あなたは1枚引く。", REST_THEIRS, "相手役", 0),
        # a related slot: the character facing this card (3.6.6)
        (
            "【自】 このカードの正面のキャラが【レスト】した時、あなたは1枚引く。",
            REST_THEIRS,
            "相手役",
            1,
        ),
        # the opposite orientation is another event
        ("【自】 相手のキャラが【スタンド】した時、あなたは1枚引く。", REST_THEIRS, "相手役", 0),
    ],
)
def test_described_cards_turned(text: str, step: str, pick: str, want: int) -> None:
    assert drew(text, step, pick) == want


def test_stand_phase_stands_this_card() -> None:
    """The stand phase makes each rested character 【スタンド】 (6.2.1.2): an event of this card."""
    src = """\
game: ws
title: t
turn: {player: B, number: 6, phase: stand, first_player: A}
players:
  A:
    level: 1
    deck: [9]
  B:
    level: 1
    deck: [{name: 札1, type: character}, 9]
    stage:
      center_front: {name: 主役, type: character, level: 1, power: 3000, soul: 1, state: rest, text: "【自】 このカードが【スタンド】した時、あなたは1枚引く。"}
actions:
  - {do: stand_phase, player: B}
"""
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r)
    assert r.main.final.players["B"].zones["stage.center_front"][0].orientation == "stand"
    assert len(zone(r, "B", "hand")) == 1


# ------------------------------------------------ 『アンコール』を使った / アンコールで舞台に置かれた

ENCORE = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 5
    deck: [{{name: 甲1, type: character}}, {{name: 甲2, type: character}}, 8]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
      left_front: {{name: 脇役, type: character, level: 1, power: 3000, soul: 1}}
  B:
    level: 1
    deck: [{{name: 札1, type: character}}, 9]
actions:
  - {{do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、控え室に置く。"}}
choices:
  - {{player: A, at: choose, choose: {pick}}}
  - {{player: A, at: encore, choose: {pay}}}
"""


def encore_drew(text: str, pick: str = "主役", pay: str = "yes") -> tuple[int, str]:
    r = resolve(loads(ENCORE.format(text=text, pick=pick, pay=pay), "t.yaml"))
    assert not unsupported(r), [w for w in r.warnings if w.kind == "unsupported"]
    front = r.main.final.players["A"].zones.get("stage.center_front") or []
    return len(zone(r, "A", "hand")), front[0].name if front else ""


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードがアンコールを使った時、あなたは1枚引く。",
        "【自】 このカードが『アンコール』を使った時、あなたは1枚引く。",
        "【自】 このカードがアンコールで舞台に置かれた時、あなたは1枚引く。",
        "【自】 このカードが『アンコール』で舞台に置かれた時、あなたは1枚引く。",
        "【自】 あなたがアンコールを使った時、あなたは1枚引く。",
    ],
)
def test_encore_used_by_this_card(text: str) -> None:
    """10.2.4: 『アンコールを使った時』 is 『アンコール能力の効果により(指定のキャラ)が控え室から舞台に
    置かれた時』 — this card back on the stage by its encore: it triggers; the encore declined,
    it does not."""
    assert encore_drew(text) == (1, "主役")
    assert encore_drew(text, pay="no") == (0, "")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("【自】 他のあなたのキャラがアンコールで舞台に置かれた時、あなたは1枚引く。", 1),
        ("【自】 あなたのキャラがアンコールを使った時、あなたは1枚引く。", 1),
        ("【自】 あなたがアンコールを使った時、あなたは1枚引く。", 1),
        ("【自】 相手がアンコールを使った時、あなたは1枚引く。", 0),
        ("【自】 このカードがアンコールを使った時、あなたは1枚引く。", 0),
    ],
)
def test_encore_used_by_another_character(text: str, want: int) -> None:
    """The other character encored: 「他のあなたのキャラが」 / 「あなたが」 are met, this card's own
    and the opponent's are not."""
    got, _ = encore_drew(text, pick="脇役")
    assert got == want


def test_placed_onto_the_stage_otherwise_is_not_the_encore() -> None:
    """The neighbour: a character put onto the stage by an effect, not by an encore."""
    src = (
        ENCORE.format(
            text="【自】 他のあなたのキャラがアンコールで舞台に置かれた時、あなたは1枚引く。",
            pick="脇役",
            pay="yes",
        )
        .replace(
            "あなたは自分のキャラを1枚選び、控え室に置く。",
            "あなたは自分の控え室のキャラを1枚選び、舞台の好きな枠に置く。",
        )
        .replace("      left_front: {name: 脇役", "    waiting_room: [{name: 脇役")
        .replace("soul: 1}\n  B:", "soul: 1}]\n  B:")
    )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r)
    zones = r.main.final.players["A"].zones
    assert any(c.name == "脇役" for k, cs in zones.items() if k.startswith("stage.") for c in cs), (
        "the character is put onto the stage"
    )
    assert zone(r, "A", "hand") == []


# ----------------------------------------- prohibitions of an action the rules give a player

COUNTER = """\
game: ws
title: t
turn: {{player: A, number: 9, phase: attack, first_player: A}}
players:
  A:
    level: 3
    stage:
      center_front: {{name: 封じ手, type: character, level: 3, power: 9500, soul: 1, text: "{ban}"}}
    deck: 10
  B:
    level: 2
    stock: 1
    hand:
      - {{name: 助け手, type: character, level: 2, text: "【起】【カウンター】助太刀3000 レベル2 [(1)手札のこのカードを控え室に置く]"}}
      - {{name: 返し技, type: event, level: 0, cost: 0, text: "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、パワーを＋3000。"}}
    stage: {{center_front: {{name: 守り手, type: character, level: 2, power: 8000, soul: 1}}}}
    deck: 10
actions:
  - {{do: attack, slot: center_front, kind: front, counter: [{{do: {verb}, player: B, card: {card}}}]}}
ask: [B.hand, B.center_front]
"""


def countered(ban: str, verb: str, card: str) -> bool:
    """Whether B's counter was played (its card left the hand, its character survived)."""
    r = resolve(loads(COUNTER.format(ban=ban, verb=verb, card=card)))
    assert not unsupported(r), [w for w in r.warnings if w.kind == "unsupported"]
    return r.outcome["state"]["B.hand"] == 1 and r.outcome["state"]["B.center_front"] == ["守り手"]


@pytest.mark.parametrize(("verb", "card"), [("activate", "助け手"), ("play", "返し技")])
@pytest.mark.parametrize(
    "ban",
    [
        # the counter icon named without its brackets (2.8.2), from the hand or not (8.6.1)
        "【永】 相手はカウンターをプレイできない。",
        "【永】 相手はカウンターを手札からプレイできない。",
        "【永】 相手は手札のカウンターをプレイできない。",
        "【自】 このカードがアタックした時、そのターン中、相手はカウンターをプレイできない。",
    ],
)
def test_counter_forbidden_bare(ban: str, verb: str, card: str) -> None:
    assert not countered(ban, verb, card)
    assert countered("", verb, card)


@pytest.mark.parametrize(
    ("ban", "backup", "event"),
    [
        # 「手札のイベント」: the event from the hand — not the 『助太刀』 (a character's 【起】)
        ("【永】 相手は手札のイベントをプレイできない。", True, False),
        # 『助太刀』 used is 『助太刀』 played (10.5.1), bare or quoted — not the event
        ("【永】 相手は助太刀できない。", False, True),
        ("【永】 相手は『助太刀』を使えない。", False, True),
        ("【永】 相手は助太刀をプレイできない。", False, True),
    ],
)
def test_play_prohibition_items(ban: str, backup: bool, event: bool) -> None:
    assert countered(ban, "activate", "助け手") is backup
    assert countered(ban, "play", "返し技") is event


def test_encore_forbidden_bare() -> None:
    """「相手はアンコールできない」 on the opponent's card: A's character put into the waiting room
    is not encored (10.2.3, 1.3.3) — the same as 「相手は『アンコール』を使えない」."""
    for ban in (
        "相手はアンコールできない。",
        "相手はアンコールを使えない。",
        "相手は『アンコール』を使えない。",
    ):
        src = (
            ENCORE.format(text="", pick="主役", pay="yes")
            .replace(
                "    deck: [{name: 札1, type: character}, 9]\n",
                "    deck: [{name: 札1, type: character}, 9]\n    stage:\n      center_front: "
                f'{{name: 封じ手, type: character, level: 1, power: 3000, soul: 1, text: "【永】 {ban}"}}\n',
            )
            .replace("  - {player: A, at: encore, choose: yes}\n", "")
        )
        r = resolve(loads(src, "t.yaml"))
        assert not unsupported(r)
        assert zone(r, "A", "waiting_room") == ["主役"], ban
    assert encore_drew("") == (0, "主役")  # the neighbour: no prohibition, the encore is made


# -------------------------------- the clock phase's action forbidden (6.4.1.2, 1.3.3): variants

CLOCK = """\
game: ws
title: t
turn: {player: A, number: 6, phase: clock, first_player: A}
players:
  A:
    level: 1
    clock: 2
    stage: {center_front: {name: 禁じ手, type: character, level: 0, power: 3500, soul: 1, text: "TEXT"}}
    hand: [{name: 扉, type: climax}, {name: 手札甲, type: character}]
    deck: 10
  B:
    deck: 10
    stage: {center_front: {name: 相手の禁じ手, type: character, level: 0, power: 3500, soul: 1, text: "THEIRS"}}
actions:
  - {do: clock_phase, card: CARD}
ask: [A.clock, A.hand]
"""


def clocked(mine: str, theirs: str, card: str) -> bool:
    src = CLOCK.replace("TEXT", mine).replace("THEIRS", theirs).replace("CARD", card)
    r = resolve(loads(src))
    assert not unsupported(r), [w for w in r.warnings if w.kind == "unsupported"]
    return bool(r.outcome["state"]["A.clock"] == 3)


@pytest.mark.parametrize(
    ("mine", "theirs", "card", "made"),
    [
        # the performer's own clock phase named by who they are (「相手は相手の…」)
        (
            "",
            "【永】 相手は相手のクロックフェイズに手札のキャラをクロック置場に置けない。",
            "手札甲",
            False,
        ),
        (
            "",
            "【永】 相手は相手のクロックフェイズに手札のキャラをクロック置場に置けない。",
            "扉",
            True,
        ),
        (
            "【永】 あなたはあなたのクロックフェイズに手札のカードをクロック置場に置けない。",
            "",
            "扉",
            False,
        ),
        # the draw named with its noun and its count (「カードを2枚引く」)
        (
            "",
            "【永】 相手は手札のカードをクロック置場に置いてカードを2枚引くことができない。",
            "手札甲",
            False,
        ),
        (
            "【永】 あなたは自分のクロックフェイズに手札のクライマックスをクロック置場に置いて2枚引くことができない。",
            "",
            "扉",
            False,
        ),
        # the neighbours: 「相手は」 on A's own card binds B only; no prohibition
        (
            "【永】 相手は相手のクロックフェイズに手札のキャラをクロック置場に置けない。",
            "",
            "手札甲",
            True,
        ),
        ("", "", "扉", True),
    ],
)
def test_clock_action_forbidden_variants(mine: str, theirs: str, card: str, made: bool) -> None:
    assert clocked(mine, theirs, card) is made


def test_clock_phase_of_the_other_player_is_not_read() -> None:
    """「相手はあなたのクロックフェイズに…」: the opponent makes no clock action in your clock
    phase (6.4.1.2) — not read as the prohibition; refused by name, never silently."""
    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    get_game("ws")
    text = "【永】 相手はあなたのクロックフェイズに手札のカードをクロック置場に置けない。"
    got = abilities_of("ws", Card(uid="t", owner="A", name="t", text=text))
    assert [a.supported for a in got] == [False]


# ------------------------------------------ cards put into a slot without a choice in the text

SLOTS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 手札役, type: character, level: 0, power: 2000, soul: 1}}, {{name: 手札札, type: event}}]
    waiting_room: [{{name: 控え役, type: character, level: 0, power: 2500, soul: 1}}]
    deck: [{{name: 山上, type: character, level: 0, power: 1500, soul: 1}}, {{name: 山二, type: character, level: 0}}, 8]
    clock: [{{name: 時上, type: character, level: 0, power: 1000, soul: 1}}]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 3000, soul: 1}}
  B:
    level: 1
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""


def stage_names(r) -> dict[str, str]:  # type: ignore[no-untyped-def]
    zones = r.main.final.players["A"].zones
    return {
        k.split(".", 1)[1]: cs[0].name for k, cs in zones.items() if k.startswith("stage.") and cs
    }


@pytest.mark.parametrize(
    ("text", "card", "rows"),
    [
        # a count of a place not chosen in the text: the performer's pick (8.6.3), into an empty
        # slot of the row named (the grammar hangs the object on 「…キャラのいない」)
        (
            "あなたは自分の手札のキャラを1枚前列のキャラのいない枠に置く。",
            "手札役",
            ("left_front", "right_front"),
        ),
        (
            "あなたは自分の控え室のキャラを1枚、前列のキャラのいない枠に置く。",
            "控え役",
            ("left_front", "right_front"),
        ),
        (
            "あなたは自分の控え室からキャラを1枚後列のキャラのいない枠に置く。",
            "控え役",
            ("left_back", "right_back"),
        ),
        (
            "あなたは自分の手札のキャラを1枚舞台の好きな枠に置く。",
            "手札役",
            ("left_front", "right_front", "left_back", "right_back"),
        ),
        # the cards at an end of a pile (3.2.3): no choice, the top card
        (
            "あなたは自分の山札の上から1枚を、前列のキャラのいない枠に置く。",
            "山上",
            ("left_front", "right_front"),
        ),
        (
            "あなたは自分の山札の上から1枚を舞台の好きな枠に置く。",
            "山上",
            ("left_front", "right_front", "left_back", "right_back"),
        ),
        (
            "あなたは自分の山札の一番上のカードを後列のキャラのいない枠に置く。",
            "山上",
            ("left_back", "right_back"),
        ),
        (
            "あなたは自分のクロックの上から1枚を舞台の好きな枠に置く。",
            "時上",
            ("left_front", "right_front", "left_back", "right_back"),
        ),
    ],
)
def test_put_into_a_slot_without_a_choice(text: str, card: str, rows: tuple[str, ...]) -> None:
    slot = rows[-1]
    choices = f"  - {{player: A, at: choose, choose: {card}}}\n  - {{player: A, at: slot, choose: {slot}}}"
    r = resolve(loads(SLOTS.format(text=text, choices=choices), "t.yaml"))
    assert not unsupported(r), [w for w in r.warnings if w.kind == "unsupported"]
    got = stage_names(r)
    assert got.get(slot) == card, got
    assert got["center_front"] == "主役"
    assert len(got) == 2


def test_put_a_pile_end_of_two_into_separate_slots() -> None:
    """「山札の上から2枚を、舞台の別々の枠に置く」: both top cards, each into a slot of its own."""
    text = "あなたは自分の山札の上から2枚を、後列の別々の枠に置く。"
    choices = "  - {player: A, at: slot, choose: left_back}\n  - {player: A, at: slot, choose: right_back}"
    r = resolve(loads(SLOTS.format(text=text, choices=choices), "t.yaml"))
    assert not unsupported(r)
    got = stage_names(r)
    assert {got.get("left_back"), got.get("right_back")} == {"山上", "山二"}


# ------------------------------ more events a card or a player takes part in, as triggers

EVENTS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 一手, type: event, level: 0, cost: 0, text: "あなたは1枚引く。"}}]
    deck: [{{name: 甲1, type: character}}, {{name: 甲2, type: character}}, {{name: 甲3, type: character}}, 7]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
      left_front: {{name: 脇役, type: character, level: 1, power: 3000, soul: 1}}
  B:
    level: 1
    deck: [{{name: 札1, type: {top}}}, {{name: 札2, type: character}}, 8]
actions:
{actions}
choices:
{choices}
"""


def events_hand(text: str, actions: str, choices: str = "  []", top: str = "character") -> int:
    src = EVENTS.format(text=text, actions=actions, choices=choices, top=top)
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r), [w for w in r.warnings if w.kind == "unsupported"]
    return len([n for n in zone(r, "A", "hand") if n != "一手"])  # the cards drawn (or returned)


DAMAGE = '  - {do: resolve_text, player: A, text: "相手に1ダメージを与える。"}'


@pytest.mark.parametrize(
    "text",
    [
        "【自】 相手がダメージキャンセルした時、あなたは1枚引く。",
        "【自】 相手の受けたダメージがキャンセルされた時、あなたは1枚引く。",
    ],
)
def test_damage_cancel_by_a_player(text: str) -> None:
    """4.10.1.2: a climax revealed ends B's damage process — 「ダメージキャンセル」; a character
    revealed, no cancel (the damage is taken). 「あなたが…」 is A's own damage, not met."""
    assert events_hand(text, DAMAGE, top="climax") == 1
    assert events_hand(text, DAMAGE, top="character") == 0
    mine = text.replace("相手が", "あなたが").replace("相手の", "あなたの")
    assert events_hand(mine, DAMAGE, top="climax") == 0


MEMORY = '  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、思い出にする。"}'


@pytest.mark.parametrize(
    "text",
    [
        "【自】 このカードが思い出にされた時、あなたは1枚引く。",
        "【自】 このカードが思い出になった時、あなたは1枚引く。",
        "【自】 このカードが舞台から思い出にされた時、あなたは1枚引く。",
    ],
)
def test_made_a_memory(text: str) -> None:
    """「思い出にされた」 is the passive of 「思い出にする」 (3.12.1): this card put into the memory."""
    assert events_hand(text, MEMORY, "  - {player: A, at: choose, choose: 主役}") == 1
    assert events_hand(text, MEMORY, "  - {player: A, at: choose, choose: 脇役}") == 0


@pytest.mark.parametrize(
    ("step", "pick", "want"),
    [
        ("あなたは自分のキャラを1枚選び、控え室に置く。", "主役", 1),
        ("あなたは自分のキャラを1枚選び、手札に戻す。", "主役", 2),  # itself to the hand
        ("あなたは自分のキャラを1枚選び、思い出にする。", "主役", 1),
        ("あなたは自分のキャラを1枚選び、山札の上に置く。", "主役", 1),
        # the neighbours: another character left; this card moved to another slot (not left)
        ("あなたは自分のキャラを1枚選び、控え室に置く。", "脇役", 0),
        ("あなたは自分のキャラを1枚選び、後列のキャラのいない枠に動かす。", "主役", 0),
    ],
)
def test_this_card_left_the_stage(step: str, pick: str, want: int) -> None:
    """「このカードが舞台から離れた時」: to any zone but the stage (2.12.2.3.1), heard as it was on
    the stage (8.7.4.1.2)."""
    text = "【自】 このカードが舞台から離れた時、あなたは1枚引く。"
    actions = f'  - {{do: resolve_text, player: A, text: "{step}"}}'
    choices = f"  - {{player: A, at: choose, choose: {pick}}}\n  - {{player: A, at: slot, choose: left_back}}"
    assert events_hand(text, actions, choices) == want


def test_described_characters_left_the_stage() -> None:
    text = "【自】 他のあなたのキャラが舞台から離れた時、あなたは1枚引く。"
    actions = (
        '  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、控え室に置く。"}'
    )
    assert events_hand(text, actions, "  - {player: A, at: choose, choose: 脇役}") == 1
    assert events_hand(text, actions, "  - {player: A, at: choose, choose: 主役}") == 0


PLAY = "  - {do: play, player: A, card: 一手}"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the played card named as the subject, or the player with 「手札から」 (8.6.1, 8.6.2.4);
        # the event itself draws one
        ("【自】 あなたのイベントがプレイされた時、あなたは1枚引く。", 2),
        ("【自】 あなたが手札からイベントをプレイした時、あなたは1枚引く。", 2),
        ("【自】 あなたがイベントをプレイした時、あなたは1枚引く。", 2),
        # the neighbours: the opponent's events; another kind
        ("【自】 相手のイベントがプレイされた時、あなたは1枚引く。", 1),
        ("【自】 あなたのクライマックスがプレイされた時、あなたは1枚引く。", 1),
    ],
)
def test_played(text: str, want: int) -> None:
    assert events_hand(text, PLAY) == want


def test_this_card_played_is_refused_by_name() -> None:
    """「このカードがプレイされた時」: played from the hand (8.6.2.4), where its text does not work
    (2.12.2.1) — not read, and never silently."""
    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    get_game("ws")
    text = "【自】 このカードがプレイされた時、あなたは1枚引く。"
    got = abilities_of("ws", Card(uid="t", owner="A", name="t", text=text))
    assert [a.supported for a in got] == [False]


def _b_clock(text: str, actions: str, choices: str = "  []") -> int:
    src = EVENTS.format(text=text, actions=actions, choices=choices, top="character")
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r), [w for w in r.warnings if w.kind == "unsupported"]
    return len(zone(r, "B", "clock"))


@pytest.mark.parametrize(
    ("text", "step", "want"),
    [
        # each card drawn is one event (4.7.1): two draws, two damage
        ("【自】 あなたがカードを引いた時、相手に1ダメージを与える。", "あなたは2枚引く。", 2),
        ("【自】 あなたが引いた時、相手に1ダメージを与える。", "あなたは1枚引く。", 1),
        (
            "【自】 あなたが山札からカードを引いた時、相手に1ダメージを与える。",
            "あなたは1枚引く。",
            1,
        ),
        (
            "【自】 あなたが自分の山札からカードを引いた時、相手に1ダメージを与える。",
            "あなたは1枚引く。",
            1,
        ),
        # the neighbours: the other player's draw; no draw (a card put into the hand otherwise)
        ("【自】 相手がカードを引いた時、相手に1ダメージを与える。", "あなたは1枚引く。", 0),
        ("【自】 相手がカードを引いた時、相手に1ダメージを与える。", "相手は1枚引く。", 1),
        (
            "【自】 あなたがカードを引いた時、相手に1ダメージを与える。",
            "あなたは自分の山札の上から1枚を手札に加える。",
            0,
        ),
    ],
)
def test_a_player_drew(text: str, step: str, want: int) -> None:
    actions = f'  - {{do: resolve_text, player: A, text: "{step}"}}'
    assert _b_clock(text, actions) == want


MOVE_BACK = '  - {do: resolve_text, player: A, text: "あなたは自分のキャラを1枚選び、後列のキャラのいない枠に動かす。"}'


@pytest.mark.parametrize(
    ("text", "pick", "want"),
    [
        # to another slot of the stage (3.6.3), any or of the row named (3.6.4)
        ("【自】 このカードが移動した時、あなたは1枚引く。", "主役", 1),
        ("【自】 このカードが他の枠に移動した時、あなたは1枚引く。", "主役", 1),
        ("【自】 このカードが後列に移動した時、あなたは1枚引く。", "主役", 1),
        ("【自】 このカードが後列の枠に移動した時、あなたは1枚引く。", "主役", 1),
        ("【自】 他のあなたのキャラが移動した時、あなたは1枚引く。", "脇役", 1),
        # the neighbours: to the other row; another card moved
        ("【自】 このカードが前列に移動した時、あなたは1枚引く。", "主役", 0),
        ("【自】 このカードが移動した時、あなたは1枚引く。", "脇役", 0),
    ],
)
def test_moved_to_another_slot(text: str, pick: str, want: int) -> None:
    choices = f"  - {{player: A, at: choose, choose: {pick}}}\n  - {{player: A, at: slot, choose: left_back}}"
    assert events_hand(text, MOVE_BACK, choices) == want


# ---------------------------- the opponent looks at / flips their own deck (8.6.5: the text names
# who performs it; the choices after it are theirs)

OPP_LOOK = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 甲1, type: character}}, {{name: 甲2, type: character}}, 8]
  B:
    level: 1
    deck: [{{name: 札1, type: character}}, {{name: 札2, type: climax}}, {{name: 札3, type: character}}, 7]
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
{choices}
"""


def opp_look(text: str, choices: str = "  []"):  # type: ignore[no-untyped-def]
    r = resolve(loads(OPP_LOOK.format(text=text, choices=choices), "t.yaml"))
    assert not unsupported(r), [w for w in r.warnings() if w.kind == "unsupported"]
    return r


@pytest.mark.parametrize(
    ("dest", "top", "wr"),
    [("waiting_room", "札2", ["札1"]), ("deck", "札1", [])],
)
@pytest.mark.parametrize(
    "text",
    [
        "相手は自分の山札の上から1枚を見て、山札の上か控え室に置く。",
        "相手は自分の山札を上から1枚見て、山札の上か控え室に置く。",
        # the two destinations in the other order (an end of a pile second)
        "相手は自分の山札の上から1枚を見て、控え室か山札の上に置く。",
    ],
)
def test_opponent_looks_at_own_deck(text: str, dest: str, top: str, wr: list[str]) -> None:
    """B looks and B chooses where the card goes (the destination is B's choice)."""
    r = opp_look(text, f"  - {{player: B, at: dest, choose: {dest}}}")
    assert zone(r, "B", "waiting_room") == wr
    assert zone(r, "B", "deck")[0] == top


def test_opponent_flips_own_deck() -> None:
    """「相手は自分の山札の上から2枚をめくり、控え室に置く。それらのカードのCX1枚につき、あなたは1枚
    引く」: B's two top cards to B's waiting room, one climax among them: A draws one."""
    r = opp_look(
        "相手は自分の山札の上から2枚をめくり、控え室に置く。それらのカードのCX1枚につき、あなたは1枚引く。"
    )
    assert sorted(zone(r, "B", "waiting_room")) == ["札1", "札2"]
    assert zone(r, "A", "hand") == ["甲1"]
    # the neighbour: the master flips its own deck (no climax there): nothing drawn
    r = opp_look(
        "あなたは自分の山札の上から2枚をめくり、控え室に置く。それらのカードのCX1枚につき、あなたは1枚引く。"
    )
    assert sorted(zone(r, "A", "waiting_room")) == ["甲1", "甲2"] and zone(r, "A", "hand") == []


@pytest.mark.parametrize(("dest", "bottom"), [("deck", "甲1"), ("waiting_room", None)])
def test_either_destination_an_end_of_a_pile_second(dest: str, bottom: str | None) -> None:
    """「控え室か山札の下に置く」: the end of the pile named second is the same choice as first."""
    r = opp_look(
        "あなたは自分の山札の上から1枚を見て、控え室か山札の下に置く。",
        f"  - {{player: A, at: dest, choose: {dest}}}",
    )
    if bottom is None:
        assert zone(r, "A", "waiting_room") == ["甲1"]
    else:
        assert zone(r, "A", "deck")[-1] == bottom and zone(r, "A", "waiting_room") == []
