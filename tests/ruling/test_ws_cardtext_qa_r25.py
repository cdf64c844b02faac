"""Weiß Schwarz card-text constructions of the official Q&A (round 25, issue 12, s21qa): each
family in general form, a minimal ability text and what it does on a board, with variants a
different writer could print.

- 「そうした時、…」 (Q228 千枝): the conditional of 「そうする」 with 時 — of the family 「そうしたら /
  そうしたなら / そうした場合」 (``grammar.lexicon.LEADS`` ``if_done``, vocabulary as data): what
  follows runs only if the step before was done (8.6.4, 8.6.4.1), a condition after it read
  then. Spelt 「そうした時」 or 「そうしたとき」; after an optional step declined, nothing follows.
- 「Xのカード名は「N」としても扱う」 (Q235): the cards X selects also named N (2.1.2).
- 「…が(、)他の枠に動いた / 移動した時」 (Q413): a character moved to another slot (3.6.3), once
  per card moved (8.7.2.1); 「Xフェイズ中、」 with no owner, either player's.
"""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported

BOARD = """\
players:
  A:
    level: 1
    stock: 3
    hand: [{{name: 手札甲, type: character, level: 0}}, {{name: 手札乙, type: character, level: 0}}]
    deck: 10
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 5000, soul: 1, text: "{text}"}}
  B:
    deck: 10
    level: 1
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1{rest}}}
actions:
  - {{do: attack, slot: center_front}}
choices:
{choices}
ask: [A.hand, A.waiting_room, 敵.power]
"""
TRIG = "【自】 このカードがアタックした時、"


def _run(text: str, choices: str, rest: str = "") -> dict[str, object]:
    src = WS_HEAD.replace("phase: main", "phase: attack") + BOARD.format(
        text=text, choices=choices, rest=rest
    )
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    return dict(r.outcome["state"].items())


DISCARD = "あなたは自分の手札を1枚選び、控え室に置いてよい。"
YES = "  - {player: A, at: optional, choose: yes}\n  - {player: A, at: choose, choose: 手札甲}"
NO = "  - {player: A, at: optional, choose: no}"


@pytest.mark.parametrize("lead", ["そうした時", "そうしたとき", "そうしたら", "そうした場合"])
def test_if_done_family_step_done(lead: str) -> None:
    """「…控え室に置いてよい。そうした時、あなたは1枚引く。」 with the card put: one drawn (the
    hand 2 - 1 + 1 = 2 cards, one card in the waiting room); each spelling of the family alike."""
    s = _run(TRIG + DISCARD + f"{lead}、あなたは1枚引く。", YES)
    assert (s["A.hand"], s["A.waiting_room"]) == (2, 1)


@pytest.mark.parametrize("lead", ["そうした時", "そうしたとき"])
def test_if_done_family_step_declined(lead: str) -> None:
    """Neighbour: the optional step declined — nothing drawn (hand 2, waiting room empty)."""
    s = _run(TRIG + DISCARD + f"{lead}、あなたは1枚引く。", NO)
    assert (s["A.hand"], s["A.waiting_room"]) == (2, 0)


@pytest.mark.parametrize(
    ("rest", "power"),
    [("", 2000), (", state: rest", 1000)],
)
def test_if_done_with_a_condition_after_it(rest: str, power: int) -> None:
    """「そうした時、相手の【スタンド】しているキャラがいないなら、…－1000」 (the Q228 shape, on the
    other player): the condition read after the step; 敵 standing — one −1000 only; 敵 rested —
    both."""
    text = (
        TRIG
        + "あなたは相手のキャラを1枚選び、そのターン中、パワーを－1000。"
        + "そうした時、相手の【スタンド】しているキャラがいないなら、あなたは相手のキャラを1枚選び、"
        + "そのターン中、パワーを－1000。"
    )
    s = _run(text, "  - {player: A, at: choose, choose: 敵}", rest)
    assert s["敵.power"] == power


# 「Xのカード名は「N」としても扱う」 (Q235 レイモンド): the cards X selects also have the card name N
# (2.1.2) while the ability applies — X any noun phrase of stage cards (the shared selection):
# a group with a name filter, a group with a trait, the other player's, a chosen character.
NAMES = """\
players:
  A:
    stage:
      left_back: {{name: 命名役, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
      center_front: {{name: ツヴァイ甲, type: character, level: 0, power: 1000, soul: 1, traits: [音楽]}}
      right_front: {{name: 観測者, type: character, level: 0, power: 5000, soul: 1, text: "{watch}"}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions: []
ask: [観測者.power]
"""
WATCH = "【永】 他のあなたの「ファントム」がいるなら、このカードのパワーを＋1000。"


def _names(text: str, watch: str = WATCH) -> int:
    r = resolve(loads(WS_HEAD + NAMES.format(text=text, watch=watch)))
    assert not unsupported(r), unsupported(r)
    return r.outcome["state"]["観測者.power"]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("text", "power"),
    [
        # the Q235 shape: the name filter matches ツヴァイ甲, which is also 「ファントム」
        (
            "【永】 他のあなたのカード名に「ツヴァイ」を含むキャラすべてのカード名は、「ファントム」としても扱う。",
            6000,
        ),
        # neighbour: a filter no card matches — no 「ファントム」
        (
            "【永】 他のあなたのカード名に「ドライ」を含むキャラすべてのカード名は、「ファントム」としても扱う。",
            5000,
        ),
        # variants: a trait filter, the topic without 「のカード名」
        ("【永】 他のあなたの《音楽》のキャラすべてのカード名は「ファントム」としても扱う。", 6000),
        ("【永】 あなたの《音楽》のキャラすべては「ファントム」としても扱う。", 6000),
        # a trait none has
        ("【永】 他のあなたの《料理》のキャラすべてのカード名は「ファントム」としても扱う。", 5000),
    ],
)
def test_a_group_also_named(text: str, power: int) -> None:
    assert _names(text) == power


def test_the_other_players_cards_also_named() -> None:
    """「相手のキャラすべてのカード名は「ファントム」としても扱う」: 敵 is a 「ファントム」 — the
    watcher reading the other player's 「ファントム」 sees it, its own side not."""
    text = "【永】 相手のキャラすべてのカード名は「ファントム」としても扱う。"
    assert (
        _names(text, "【永】 相手の「ファントム」がいるなら、このカードのパワーを＋1000。") == 6000
    )
    assert _names(text) == 5000


def test_a_chosen_character_also_named_for_the_turn() -> None:
    """「…自分のキャラを1枚選び、そのターン中、そのキャラのカード名は「ファントム」としても扱う」
    (an automatic ability, the chosen card): ツヴァイ甲 chosen, the watcher sees a 「ファントム」."""
    src = WS_HEAD.replace("phase: main", "phase: attack") + NAMES.format(
        text="【自】 このカードがアタックした時、あなたは自分のキャラを1枚選び、そのターン中、"
        "そのキャラのカード名は「ファントム」としても扱う。",
        watch=WATCH,
    ).replace("left_back: {name: 命名役", "left_front: {name: 命名役").replace(
        "actions: []",
        "actions:\n  - {do: attack, slot: left_front}\nchoices:\n  - {player: A, at: choose, choose: ツヴァイ甲}",
    )
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["観測者.power"] == 6000


def test_a_card_off_the_stage_refused() -> None:
    """「あなたの手札のこのカードのカード名は…」: a card in the hand is not read yet — refused,
    named (never silent)."""
    from tests.ruling.boards import ws_compile

    with pytest.raises(Unsupported, match="off the stage"):
        ws_compile("【永】 あなたの手札のこのカードのカード名は「ファントム」としても扱う。")


# 「…が(、)他の枠に動いた時」 / 「…が他の枠に移動した時」 (Q413 ミカサ): a character moved from its slot
# to another slot of the stage (3.6.3) — 動く read as 移動する (grammar.lexicon VERB_SPELLINGS);
# a swap moves each of the two (8.7.2.1: the ability triggers once per card). 「アタックフェイズ
# 中、」 with no owner: that phase of either player's turn.
MOVES = """\
players:
  A:
    level: 1
    stage:
      left_front: {{name: 入替役, type: character, level: 0, power: 3000, soul: 1}}
      center_front: {{name: 相方, type: character, level: 0, power: 4000, soul: 1}}
      left_back: {{name: 観客, type: character, level: 0, power: 2000, soul: 1, text: "{text}"}}
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {{do: resolve_text, player: A, card: 入替役, text: "{swap}"}}
choices:
  - {{player: A, at: choose, choose: 相方}}
ask: [入替役.power, 相方.power, 観客.power]
"""
SWAP = "あなたは他の自分の前列のキャラを1枚とこのカードを選び、入れ替える。"
BOOST = "そのターン中、そのキャラのパワーを＋1000。"


def _moves(text: str, phase: str = "attack", swap: str = SWAP) -> tuple[int, int, int]:
    src = WS_HEAD.replace("phase: main", f"phase: {phase}") + MOVES.format(text=text, swap=swap)
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    s = r.outcome["state"]
    return (s["入替役.power"], s["相方.power"], s["観客.power"])


@pytest.mark.parametrize(
    "trigger",
    [
        "【自】 アタックフェイズ中、あなたのキャラが、他の枠に動いた時、",  # Q413's wording
        "【自】 あなたのキャラが他の枠に動いた時、",  # no period, no pause
        "【自】 あなたのキャラが、他の枠に移動した時、",  # 移動する
        "【自】 キャラが他の枠に動いた時、",  # no owner: either player's
    ],
)
def test_a_swap_moves_both(trigger: str) -> None:
    """A swap of 入替役 and 相方: each moved to another slot — each +1000 (two triggers)."""
    assert _moves(trigger + BOOST) == (4000, 5000, 2000)


def test_this_card_moved_only() -> None:
    """「このカードが他の枠に動いた時、このカードのパワーを＋1000」 on 入替役: it moved, +1000; 相方's
    move is not this card's."""
    src = WS_HEAD.replace("phase: main", "phase: attack") + MOVES.format(text="", swap=SWAP)
    src = src.replace(
        "{name: 入替役, type: character, level: 0, power: 3000, soul: 1}",
        '{name: 入替役, type: character, level: 0, power: 3000, soul: 1, text: "【自】 このカードが'
        '他の枠に動いた時、そのターン中、このカードのパワーを＋1000。"}',
    )
    r = resolve(loads(src))
    assert not unsupported(r), unsupported(r)
    s = r.outcome["state"]
    assert (s["入替役.power"], s["相方.power"]) == (4000, 4000)


def test_outside_the_phase_printed() -> None:
    """Neighbour: 「アタックフェイズ中、」 and the swap in the main phase — no trigger; the same
    text without the phase triggers in the main phase too."""
    assert _moves(
        "【自】 アタックフェイズ中、あなたのキャラが、他の枠に動いた時、" + BOOST, "main"
    ) == (
        3000,
        4000,
        2000,
    )
    assert _moves("【自】 あなたのキャラが、他の枠に動いた時、" + BOOST, "main") == (
        4000,
        5000,
        2000,
    )


def test_the_other_players_characters_did_not_move() -> None:
    """Neighbour: 「相手のキャラが、他の枠に動いた時」 — A's own characters swapped: no trigger."""
    assert _moves("【自】 相手のキャラが、他の枠に動いた時、" + BOOST) == (3000, 4000, 2000)


def test_a_move_to_a_row() -> None:
    """「…が前列 / 後列に動いた時」 (round 28, s24ws: the row as the goal, 3.6.4; refused before): the
    swap inside the front row moves each to a slot of the front row — each +1000; the back row
    names a goal neither reached — no trigger."""
    assert _moves("【自】 あなたのキャラが前列に動いた時、" + BOOST) == (4000, 5000, 2000)
    assert _moves("【自】 あなたのキャラが後列に動いた時、" + BOOST) == (3000, 4000, 2000)
