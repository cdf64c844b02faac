"""CrossOver (co), round 17 (s13cocards, issue 12): constructions of the cards_r14/15/16 co
refusals read in general form, each on a minimal text of the rules document's vocabulary and a
board, with its neighbours (another zone, goal, chooser, card type, wording)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability
from tests.ruling.boards import co_run as _run


def _ability(text: str, type_: str = "spell") -> object:
    return co_ability(text, type_, name="甲")


# ------------------------------- 「…から…カードをN枚選び(選んで)、…に加える / 置く」 (4.2.12, 4.2.3)

CHOSEN = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: [{name: 山1, type: spell}, {name: 山2, type: spell}]
    hand: [{name: 甲, type: spell, cost: 1, text: "%s"}, {name: 手札兵, type: character, gender: 男性}]
    dustbox: [{name: 兵士, type: character, gender: 男性}, {name: 少女, type: character, gender: 女性}, {name: 火球, type: spell}, {name: 盾, type: item}]
  B:
    hp: 10
    deck: 10
    hand: [{name: 敵札, type: event}]
    dustbox: [{name: 敵兵, type: character, gender: 男性}]
actions:
  - {do: play, card: 甲}
%s
ask: [%s]
"""


def _zones(text: str, ask: str, choices: str = "") -> dict[str, str]:
    r = _run(CHOSEN % (text, choices, ask))
    return r.outcome["state"]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("text", "moved", "where"),
    [
        # the hand to the dustbox (te-form and continuative; the count in the phrase or apart)
        ("あなたは手札からカードを1枚選んでダストボックスに置く。", "手札兵", "A.dustbox"),
        ("手札からカード1枚を選び、ダストボックスに置く。", "手札兵", "A.dustbox"),
        (
            "あなたは手札からキャラクターカードを1枚選び、ダストボックスに置く。",
            "手札兵",
            "A.dustbox",
        ),
        # the dustbox to the hand, by card type / gender / item, 「加える」 / 「戻す」
        ("あなたはダストボックスからアイテムカードを1枚選び、手札に加える。", "盾", "A.hand"),
        (
            "あなたのダストボックスから女性キャラクターカード1枚を選び、手札に戻す。",
            "少女",
            "A.hand",
        ),
        ("あなたはダストボックスからスペルカードを1枚選んで手札に加える。", "火球", "A.hand"),
        # the dustbox / hand to the deck's top or bottom
        ("あなたはダストボックスからアイテムカードを1枚選び、山札の一番上に置く。", "盾", "A.deck"),
        ("手札からカード1枚を選んで、山札の下に置く。", "手札兵", "A.deck"),
    ],
)
def test_cards_chosen_from_a_zone_go_where_the_text_says(text: str, moved: str, where: str) -> None:
    """4.2.12: the chooser picks among the cards of its own zone of the kind named (here only
    one is of that kind); each goes to its owner's zone (4.2.3: a dustbox's top)."""
    assert _ability(text).supported, _ability(text).reason  # type: ignore[attr-defined]
    r = _run(CHOSEN % (text, "", f"{moved}.zone"))
    assert r.outcome["state"] == {f"{moved}.zone": where}
    assert "4.2.12" in r.decided_by


def test_the_bottom_of_the_deck_is_the_bottom() -> None:
    """「山札の下に置く」: under the deck's cards, not on top (the next draw is not it)."""
    text = "手札からカード1枚を選んで、山札の下に置く。そのあと、あなたは山札からカードを1枚引く。"
    got = _zones(text, "手札兵.zone, 山1.zone")
    assert got == {"手札兵.zone": "A.deck", "山1.zone": "A.hand"}
    top = "手札からカード1枚を選んで、山札の上に置く。そのあと、あなたは山札からカードを1枚引く。"
    assert _zones(top, "手札兵.zone, 山1.zone") == {"手札兵.zone": "A.hand", "山1.zone": "A.deck"}


def test_the_opponent_chooses_from_its_own_hand() -> None:
    """「相手は手札からカードを1枚選んでダストボックスに置く」: B chooses among B's hand; A's
    cards stay (4.2.12: B's card to B's dustbox)."""
    text = "相手は手札からカードを1枚選んでダストボックスに置く。"
    got = _zones(text, "敵札.zone, 手札兵.zone")
    assert got == {"敵札.zone": "B.dustbox", "手札兵.zone": "A.hand"}


def test_optional_declined_moves_nothing_and_the_choice_is_asked() -> None:
    """「…置いてもよい」: the player decides; several cards of the kind: the player's pick."""
    text = "あなたはダストボックスからキャラクターカードを1枚選び、山札の一番上に置いてもよい。"
    no = "choices:\n  - {player: A, at: optional_step, choose: no}"
    assert _zones(text, "兵士.zone, 少女.zone", no) == {
        "兵士.zone": "A.dustbox",
        "少女.zone": "A.dustbox",
    }
    yes = (
        "choices:\n  - {player: A, at: optional_step, choose: yes}\n"
        "  - {player: A, at: chosen_move, choose: 少女}"
    )
    assert _zones(text, "兵士.zone, 少女.zone", yes) == {
        "兵士.zone": "A.dustbox",
        "少女.zone": "A.deck",
    }


def test_none_of_the_kind_is_not_done() -> None:
    """No card of the kind named in the zone: nothing moves (B's dustbox holds a character, but
    A chooses from A's own)."""
    text = "あなたは手札からイベントカードを1枚選び、ダストボックスに置く。"
    assert _zones(text, "手札兵.zone, 敵札.zone") == {
        "手札兵.zone": "A.hand",
        "敵札.zone": "B.hand",
    }


@pytest.mark.parametrize(
    "text",
    [
        "あなたは手札からカードを1枚選び、手札に加える。",  # where it already is
        "あなたは相手のダストボックスからカードを1枚選び、手札に加える。",  # another's zone
        "あなたはダストボックスからカードを1枚まで選び、手札に加える。",  # up to: not read here
    ],
)
def test_shapes_with_no_reading_stay_refused(text: str) -> None:
    assert not _ability(text).supported  # type: ignore[attr-defined]


# ------------- 「「飛行」「潜水」」 a line of keywords; 『「飛行」』 a keyword quoted as an ability
# given (3.4.5.7, 4.3.8 step 3)

KW_BOARD = """
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field: [{name: 弓兵, type: character, ap: 1, dp: 3, text: "『弓兵』をタップする:対象の「%s」の特殊能力を持つキャラクター1体に1点のダメージを与える。"}]
  B:
    hp: 20
    deck: 10
    field:
      - {name: 鳥, type: character, ap: 1, dp: 3, text: "%s"}
%s
actions:
  - {do: activate, card: 弓兵, target: 鳥}
ask: [鳥.damage]
"""


def _kw_target(kw: str, text: str, more: str = "") -> tuple[int, bool]:
    r = _run(KW_BOARD % (kw, text, more))
    return r.outcome["state"]["鳥.damage"], bool(r.main.rejected)


@pytest.mark.parametrize("kw", ["飛行", "潜水"])
def test_a_line_of_two_keywords_gives_both(kw: str) -> None:
    """「「飛行」「潜水」」: the character has each (a target 「「X」の特殊能力を持つ」 is proper for
    either); with 「飛行」 alone, 潜水 is not had (the target is refused)."""
    assert _kw_target(kw, "「飛行」「潜水」") == (1, False)
    assert _kw_target(kw, "「飛行」") == ((1, False) if kw == "飛行" else (0, True))


@pytest.mark.parametrize(
    ("text", "granted"),
    [
        (
            "セットされたキャラクターは、「+0:+1」の修正を受け、以下の特殊能力を得る。『「飛行」』",
            True,
        ),
        ("セットされたキャラクターは、以下の特殊能力を得る。『「飛行」』", True),
        ("セットされたキャラクターは、以下の特殊能力を得る。『「潜水」』", False),
    ],
)
def test_a_quoted_keyword_given_to_the_host(text: str, granted: bool) -> None:
    """『「飛行」』 after 「以下の特殊能力を得る。」: the host has 飛行 while the item is set on it."""
    item = f'      - {{name: 翼, type: item, set_on: 鳥, text: "{text}"}}'
    assert _kw_target("飛行", "", item) == ((1, False) if granted else (0, True))


def test_keywords_with_other_words_stay_refused() -> None:
    assert not _ability("「飛行」「維持費1」", "character").supported  # type: ignore[attr-defined]
    assert not _ability(
        "対象のキャラクターは、以下の特殊能力を得る。『「飛行」「潜水」』"
    ).supported  # type: ignore[attr-defined]


# ------------- 「山札の上から1枚を見て、そのカードを山札の下に置く(てもよい)」 (4.2.9 over 4.2.2)

LOOK = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: [{name: 山1, type: spell}, {name: 山2, type: spell}, {name: 山3, type: spell}]
    hand: [{name: 甲, type: spell, cost: 1, text: "%s"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, card: 甲}
%s
ask: [山1.zone, 山2.zone]
"""


@pytest.mark.parametrize(
    ("text", "choice", "drawn"),
    [
        ("あなたは山札の上から1枚を見て、そのカードを山札の下に置く。", "", "山2"),
        ("あなたは山札の上から1枚を見て、山札の下に置く。", "", "山2"),
        ("あなたは山札の上から1枚を見て、そのカードを山札の下に置いてもよい。", "yes", "山2"),
        ("あなたは山札の上から1枚を見て、そのカードを山札の下に置いてもよい。", "no", "山1"),
    ],
)
def test_the_card_looked_at_goes_under_the_deck(text: str, choice: str, drawn: str) -> None:
    """The top card looked at goes to the bottom (declined: it stays on top); the draw after it
    takes the next card."""
    full = text + "そのあと、あなたは山札からカードを1枚引く。"
    choices = f"choices:\n  - {{player: A, at: optional_step, choose: {choice}}}" if choice else ""
    r = _run(LOOK % (full, choices))
    other = "山1" if drawn == "山2" else "山2"
    assert r.outcome["state"] == {f"{drawn}.zone": "A.hand", f"{other}.zone": "A.deck"}
    assert ("4.2.9" in r.decided_by) == (drawn == "山2")  # cited where the card moved


@pytest.mark.parametrize(
    "text",
    [
        "あなたは山札の上から2枚を見て、そのカードを山札の下に置く。",  # the order under: not said
        "対象のキャラクター1体をタップする。そのカードを山札の下に置く。",  # no look before
    ],
)
def test_a_put_under_the_deck_of_other_shapes_is_refused(text: str) -> None:
    assert not _ability(text).supported  # type: ignore[attr-defined]


def test_a_step_on_this_card_after_a_choice_from_a_zone() -> None:
    """The choice's zone is not the card whose ability it is: 『甲』 is untapped after it."""
    doc = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    hand: [{name: 手札兵, type: character}]
    field: [{name: 甲, type: character, ap: 1, dp: 1, text: "『甲』をタップする:あなたは手札からカードを1枚選び、ダストボックスに置く。そのあと、『甲』をアンタップする。"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: activate, card: 甲}
ask: [手札兵.zone, 甲.state]
"""
    r = _run(doc)
    assert r.outcome["state"] == {"手札兵.zone": "A.dustbox", "甲.state": "stand"}


# ------------- 「対象のキャラクター1体のダメージを0にする」 (4.3.9: damage accumulates; 3.7.1's words)

DAMAGE = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 甲, type: spell, cost: 1, text: "%s"}]
  B:
    hp: 10
    deck: 10
    field: [{name: 乙, type: character, ap: 1, dp: 3, damage: 2}]
actions:
  - {do: play, card: 甲, target: 乙}
ask: [乙.damage, 乙.dp]
"""


@pytest.mark.parametrize(
    ("text", "damage", "dp"),
    [
        ("対象のキャラクター1体のダメージを0にする。", 0, 3),
        (
            "対象のキャラクター1体のダメージを0にする。そのあと、ターン終了時まで、"
            "対象のキャラクターは「+0:+2」の修正を受ける。",
            0,
            5,
        ),
        ("対象のキャラクター1体に1点のダメージを与える。", 3, 3),  # the board: damage kept
    ],
)
def test_a_characters_damage_set_to_0(text: str, damage: int, dp: int) -> None:
    r = _run(DAMAGE % text)
    assert r.outcome["state"] == {"乙.damage": damage, "乙.dp": dp}


def test_damage_set_to_another_amount_is_refused() -> None:
    assert not _ability("対象のキャラクター1体のダメージを1にする。").supported  # type: ignore[attr-defined]
    # 「…が受けるダメージを0にする」 stays the reduction (4.3.10), not this
    ab = _ability(
        "対象のキャラクターが受けるダメージを0にする。ダメージを受けた直後にのみプレイしてもよい。"
    )
    assert all(o.kind != "clear_damage" for o in getattr(ab.program, "ops", ()))  # type: ignore[attr-defined]


# ------------- 「この特殊能力は1ターンにN回しか使用できない / N回まで使用できる」 (4.2.9 over 3.4's
# 「特に行動回数に制限がないものは…何回でも」)

USES = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 3
    deck: 10
    field: [{name: 甲, type: character, ap: 1, dp: 1, text: "1エネルギーを支払う:あなたは山札からカードを1枚引く。%s"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: activate, card: 甲}
  - {do: activate, card: 甲}
  - {do: activate, card: 甲}
ask: [A.hand, A.energy]
"""


@pytest.mark.parametrize(
    ("limit", "uses"),
    [
        ("この特殊能力は1ターンに1回しか使用できない。", 1),
        ("この特殊能力は1ターンに2回しか使用できない。", 2),
        ("この特殊能力は1ターンに2回まで使用できる。", 2),
        ("", 3),
    ],
)
def test_uses_a_turn_are_capped(limit: str, uses: int) -> None:
    """Three uses declared with the energy for three: the text's cap refuses the ones over it
    (no energy is paid for them)."""
    r = _run(USES % limit)
    assert r.outcome["state"] == {"A.hand": uses, "A.energy": 3 - uses}


def test_a_cap_on_a_played_card_is_refused() -> None:
    text = "あなたは山札からカードを1枚引く。この特殊能力は1ターンに1回しか使用できない。"
    assert not _ability(text).supported  # type: ignore[attr-defined]


# ------------- 「…はアタックできず、ディフェンスできない」 (4.2.9 over 3.4.5.2 / 3.4.5.3)

NO_BATTLE = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 兵, type: character, ap: 2, dp: 3}
      - {name: 枷, type: item, set_on: 兵, text: "%s"}
      - {name: 騎士, type: character, ap: 2, dp: 3}
  B:
    hp: 20
    deck: 10
    field:
      - {name: 盾兵, type: character, ap: 0, dp: 5}
      - {name: 鎖, type: item, set_on: 盾兵, text: "%s"}
actions:
  - {do: attack, attacker: %s, defender: %s}
ask: [B.hp]
"""

BOTH = "セットされたキャラクターはアタックできず、ディフェンスできない。"


@pytest.mark.parametrize(
    ("text", "attacker", "defender", "refused"),
    [
        (BOTH, "兵", "none", True),  # the host may not attack
        (BOTH, "騎士", "盾兵", True),  # nor defend
        (BOTH, "騎士", "none", False),  # another character attacks
        ("セットされたキャラクターはアタックできない。", "騎士", "盾兵", False),  # one act only
    ],
)
def test_two_battle_acts_refused_to_the_host(
    text: str, attacker: str, defender: str, refused: bool
) -> None:
    r = _run(NO_BATTLE % (text, text, attacker, defender))
    assert bool(r.main.rejected) == refused


def test_two_battle_acts_refused_to_a_card_named_are_refused() -> None:
    assert not _ability("『甲』はアタックできず、ディフェンスできない。", "character").supported  # type: ignore[attr-defined]


# ------------- 「そのキャラクターのオーナーは山札からカードをN枚引く」 (4.2.12: the owner)

OWNER = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 甲, type: spell, cost: 1, text: "%s"}]
  B:
    hp: 10
    deck: 10
    field: [{name: 乙, type: character, ap: 1, dp: 5}]
actions:
  - {do: play, card: 甲, target: 乙}
ask: [A.hand, B.hand, 乙.zone]
"""


@pytest.mark.parametrize(
    ("text", "a_hand", "b_hand", "zone"),
    [
        (
            "対象のキャラクター1体をオーナーの手札に戻す。そのあと、そのキャラクターのオーナーは"
            "山札からカードを1枚引く。",
            0,
            2,
            "B.hand",
        ),
        (
            "対象のキャラクター1体に2点のダメージを与える。そのキャラクターのオーナーは山札から"
            "カードを2枚引く。",
            0,
            2,
            "B.field",
        ),
    ],
)
def test_the_targets_owner_draws(text: str, a_hand: int, b_hand: int, zone: str) -> None:
    """B owns 乙: B draws, not A who played the card."""
    r = _run(OWNER % text)
    assert r.outcome["state"] == {"A.hand": a_hand, "B.hand": b_hand, "乙.zone": zone}
    assert "4.2.12" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "そのキャラクターのオーナーは山札からカードを1枚引く。",  # no character named
        "対象のキャラクター1体をタップする。そのキャラクターのオーナーは1エネルギーを得る。",
    ],
)
def test_an_owner_step_of_other_shapes_is_refused(text: str) -> None:
    assert not _ability(text).supported  # type: ignore[attr-defined]


# ------------- 「対象のイベントカードのプレイをうち消す」 (4.2.14: a play negated, said of the play)


def _countered(kind: str, text: str) -> str:
    return f"""
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 矢, type: {kind}, cost: 1, text: "対象のキャラクターに4点のダメージを与える。"}}]
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 失敗, type: spell, cost: 1, text: "{text}"}}]
    field: [{{name: 兵, type: character, ap: 1, dp: 5}}]
actions:
  - do: play
    card: 矢
    target: 兵
    respond:
      - {{do: play, player: B, card: 失敗, target: 矢}}
ask: [兵.damage, 矢.zone]
"""


@pytest.mark.parametrize(
    "text",
    ["対象のイベントカードのプレイをうち消す。", "対象のイベントカード1枚のプレイをうち消す。"],
)
def test_the_play_of_a_card_negated(text: str) -> None:
    """As 「対象のイベントカードをうち消す」: an event played is negated (to the dustbox,
    unresolved); a spell is no proper target (4.2.13)."""
    event = _run(_countered("event", text))
    assert event.outcome["state"] == {"兵.damage": 0, "矢.zone": "A.dustbox"}
    assert "4.2.14" in event.decided_by
    spell = _run(_countered("spell", text))
    assert spell.outcome["state"]["兵.damage"] == 4


# ------------- 「All Turnでプレイしてもよい。」 the sentence 3.4.2 names the ability by (with its 。)

ALL_TURN = """
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10}
  B:
    hp: 20
    energy: 2
    deck: 10
    hand: [{name: 葵, type: character, cost: 2, ap: 2, dp: 2, text: "%s"}]
actions:
  - {do: play, player: B, card: 葵}
ask: [B.hand, 葵.zone]
"""


@pytest.mark.parametrize(
    ("text", "played"),
    [
        ("All Turnでプレイしてもよい。", True),
        ("「All Turn」でプレイしてもよい。", True),
        ("All Turnでプレイできる。", True),
        ("", False),  # a character without it: only in its own main phase (3.4.2)
    ],
)
def test_all_turn_printed_as_a_sentence(text: str, played: bool) -> None:
    r = _run(ALL_TURN % text)
    assert bool(r.main.rejected) != played
    assert r.outcome["state"] == {
        "B.hand": 0 if played else 1,
        "葵.zone": "B.field" if played else "B.hand",
    }
