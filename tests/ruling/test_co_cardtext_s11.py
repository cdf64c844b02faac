"""CrossOver (co): card-text constructions read in session 11 (round 15) from the refusals of the
blind card-text set of round 14 (development material now), each on a minimal text and a board."""

from __future__ import annotations

from functools import partial

import pytest

from tests.ruling.boards import co_ability
from tests.ruling.boards import co_run as _run

# the card named as its text names it (4.2.10), else 「札」
_ability = partial(co_ability)


# --------------------------------------------------------------------------- 「飛行」 quoted


@pytest.mark.parametrize(("text", "kw"), [("「飛行」", "flying"), ("「潜水」", "diving")])
def test_a_quoted_keyword_line_is_the_keyword(text: str, kw: str) -> None:
    """3.4.5.7 prints the special abilities quoted (「「飛行」と「潜水」という特殊能力」): a line
    「飛行」 is the keyword, as 飛行 is."""
    ab = _ability(text)
    assert ab.supported and ab.program.kind == "keyword" and ab.program.keyword == kw


def test_a_quoted_name_that_is_no_keyword_stays_refused() -> None:
    ab = _ability("「魔獣」")
    assert not ab.supported and ab.reason


FLYER = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, field: [{name: 鳥人, type: character, ap: 2, dp: 2, text: "%s"}]}
  B: {hp: 10, deck: 10, field: [{name: 歩兵, type: character, ap: 2, dp: 4}]}
actions:
  - {do: attack, attacker: 鳥人, defender: 歩兵}
ask: [B.hp]
"""


def test_a_quoted_flying_attacker_cannot_be_defended_by_a_walker() -> None:
    """3.4.5.7: an attacker with 「飛行」 is defended only by a character with 「飛行」: the
    defence by 歩兵 is refused and the 2 damage reaches B; without the keyword it is not."""
    r = _run(FLYER % "「飛行」")
    assert r.outcome["rejected"] is True and r.outcome["state"] == {"B.hp": 8}
    assert "3.4.5.7" in r.decided_by
    r = _run(FLYER % "")
    assert not r.outcome.get("rejected") and r.outcome["state"] == {"B.hp": 10}


# --------------------------------------------------------------------------- 維持費:エネルギーN


@pytest.mark.parametrize("text", ["維持費:エネルギー2", "維持費:2エネルギー", "維持費2"])
def test_an_upkeep_with_its_payment_after_a_colon(text: str) -> None:
    """3.6.2 維持費: 「維持費:エネルギー2」 is the upkeep of 2 energy, as 維持費2."""
    ab = _ability(text)
    assert ab.supported and ab.program.keyword == "upkeep" and ab.program.number == 2


UPKEEP = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, energy: %d, field: [{name: 巨人, type: character, ap: 3, dp: 3, text: "維持費:エネルギー2"}]}
  B: {hp: 20, deck: 10}
actions:
  - {do: end_phase}
%s
ask: [巨人.zone, A.energy]
"""
PAY = "choices:\n  - {player: A, at: upkeep, choose: yes}"


def test_an_upkeep_after_a_colon_is_paid_or_the_card_crashes() -> None:
    """3.6.2: paid with 2 energy the card stays; with 1 energy it cannot be paid and crashes."""
    r = _run(UPKEEP % (2, PAY))
    assert r.outcome["state"] == {"巨人.zone": "A.field", "A.energy": 0}
    assert "3.6.2" in r.decided_by
    r = _run(UPKEEP % (1, ""))
    assert r.outcome["state"] == {"巨人.zone": "A.dustbox", "A.energy": 1}


# --------------------------------------------------------------------------- 「ターン開始時、…」


@pytest.mark.parametrize(
    ("lead", "on", "whose"),
    [
        ("ターン開始時", "turn_start", "this"),
        ("あなたのターン開始時", "turn_start", "you"),
        ("相手のターン開始時", "turn_start", "opponent"),
        ("あなたのターン開始時に", "turn_start", "you"),
        ("エンドフェイズ開始時", "end_start", "this"),
        ("ターン終了時", "turn_end", "this"),
    ],
)
def test_a_timing_printed_before_a_comma_is_the_trigger(lead: str, on: str, whose: str) -> None:
    """3.1, 3.6.1, 3.7.2: 「<timing>、<effect>」 (no に) is 「<timing>に、<effect>」: the timing is the
    trigger; 「あなたの / 相手のターン開始時」 names whose turn (``whose``)."""
    ab = _ability(f"{lead}、相手のデュエルマスターに1点のダメージを与える。")
    assert ab.supported, ab.reason
    assert (ab.program.kind, ab.program.on, ab.program.whose) == ("auto", on, whose)


def test_a_timing_alone_is_no_ability() -> None:
    assert not _ability("ターン開始時。").supported


TURN_START = """
turn: {player: A, number: 5, phase: turn_start}
players:
  A: {hp: 10, deck: 10, field: [{name: 甲, type: character, ap: 1, dp: 1, text: "%s"}]}
  B: {hp: 10, deck: 10, field: [{name: 乙, type: character, ap: 1, dp: 1, text: "%s"}]}
actions:
  - {do: turn_start}
ask: [A.hp, B.hp]
"""


def test_your_turn_start_triggers_in_your_turn_only() -> None:
    """3.1 「ターン開始時」 of 「あなたのターン」: in A's turn A's card triggers (B takes 1) and
    B's 「あなたのターン開始時」 does not — nothing in question (no reading of whose turn)."""
    text = "あなたのターン開始時、相手のデュエルマスターに1点のダメージを与える。"
    r = _run(TURN_START % (text, text))
    assert r.outcome["state"] == {"A.hp": 10, "B.hp": 9}
    assert "3.1" in r.decided_by and "depends_on_reading" not in r.outcome


def test_the_opponents_turn_start_triggers_in_the_opponents_turn() -> None:
    """「相手のターン開始時」: B's card triggers in A's turn; A's does not."""
    text = "相手のターン開始時、相手のデュエルマスターに2点のダメージを与える。"
    r = _run(TURN_START % (text, text))
    assert r.outcome["state"] == {"A.hp": 8, "B.hp": 10}
    assert "depends_on_reading" not in r.outcome


def test_an_unqualified_turn_start_of_the_opponent_is_still_in_question() -> None:
    """Without an owner, whether B's 「ターン開始時」 triggers in A's turn is a reading (the
    audit's turn_start_whose_turn), as with 「ターン開始時に」; B's 「相手のターン開始時」 ability on
    the same card triggers in either reading."""
    b = "ターン開始時、相手のデュエルマスターに1点のダメージを与える。\\n相手のターン開始時、相手のデュエルマスターに2点のダメージを与える。"
    r = _run(TURN_START % ("", b) + "choices:\n  - {player: A, at: trigger_order, choose: 乙}\n")
    assert r.outcome["state"] == {"A.hp": 7, "B.hp": 10}  # every turn: 1 + 2
    assert "3.1" in r.outcome["depends_on_reading"]
    (own,) = r.outcome["readings"]
    assert own["reading"] == ["own_turn"]
    assert own["outcome"]["state"] == {"A.hp": 8, "B.hp": 10}  # own turn only: the 2 alone


def test_your_hp_heals_by_the_player_named_before_hp() -> None:
    """4-2-14 「〜はHPがN点回復する」, printed 「あなたのHPがN点回復する」: the player named before
    「のHP」 heals."""
    text = "あなたのターン開始時、あなたのHPが2点回復する。"
    board = TURN_START.replace("A: {hp: 10", "A: {hp: 5")
    r = _run(board % (text, ""))
    assert r.outcome["state"] == {"A.hp": 7, "B.hp": 10}


# --------------------------------------------------------------------------- 「…することができない」

NO_DEFENCE = """
turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 20, deck: 10, field: [{name: 剣士, type: character, ap: 2, dp: 2}]}
  B: {hp: 10, deck: 10, field: [{name: 藤宮 悠, type: character, ap: 2, dp: 4, text: "%s"}]}
actions:
  - {do: attack, attacker: 剣士, defender: 藤宮 悠}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "『藤宮 悠』はディフェンスすることができない。",
        "『藤宮 悠』はディフェンスを行うことができない。",
    ],
)
def test_a_character_that_cannot_defend_by_the_verb(text: str) -> None:
    """4.2.9 (the text over the battle rules, 3.4.5.3): 「『X』はディフェンスすることができない」
    is 「…ディフェンスを行うことができない」: X's defence is refused and B takes the 2."""
    r = _run(NO_DEFENCE % text)
    assert r.outcome["rejected"] is True and r.outcome["state"] == {"B.hp": 8}
    assert "4.2.9" in r.decided_by
    r = _run(NO_DEFENCE % "")
    assert not r.outcome.get("rejected") and r.outcome["state"] == {"B.hp": 10}


# --------------------------------------------------------------------------- 「キャラクターを1体クラッシュする:」


def test_a_cost_crashing_one_character_counted() -> None:
    """4.3.3: 「キャラクターを1体クラッシュする:…」 is 「キャラクターをクラッシュする:…」 with the
    count printed: the character named pays it (to the dustbox) and the heal resolves; a count
    of two is not read."""
    r = _run(
        """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 司祭, type: character, ap: 1, dp: 1, text: "キャラクターを1体クラッシュする:あなたのHPが3点回復する。"}
      - {name: 見張り, type: character, ap: 1, dp: 1}
  B: {hp: 20, deck: 10}
actions:
  - {do: activate, card: 司祭, cost_card: 見張り}
ask: [A.hp, 見張り.zone]
"""
    )
    assert r.outcome["state"] == {"A.hp": 13, "見張り.zone": "A.dustbox"}
    assert {"4.3.3.2", "4.3.11"} <= set(r.decided_by)  # the use declared, the crash
    assert not _ability("キャラクターを2体クラッシュする:あなたのHPが3点回復する。").supported


# --------------------------------------------------------------------------- 「癒し」…: a name


def test_a_special_abilitys_name_before_its_text_is_its_label() -> None:
    """4.3.4 例2 names a special ability 「マッサージ」: a quoted name printed at once before the
    text, with no particle, is the ability's name (a label that does nothing); the ability is the
    text after it. A keyword (「飛行」) or a name the text goes on about (「X」の…) is not one."""
    from grammar.parse import parse_card

    (ab,) = parse_card("「癒し」ターン開始時、あなたのHPが1点回復する。", "co").card.abilities
    assert [(lb.name, lb.kind) for lb in ab.labels] == [("癒し", "name")]
    (ab,) = parse_card("「+1:+1」の修正を受ける。", "co").card.abilities
    assert ab.labels == ()
    (ab,) = parse_card("「飛行」", "co").card.abilities
    assert ab.labels == () and ab.keyword is not None
    named = _ability("「マッサージ」『志願兵』をタップする:あなたは山札からカードを1枚引く。")
    assert named.supported and named.program.kind == "activated"


def test_a_named_turn_start_heal_runs_as_the_unnamed_one() -> None:
    """3.1: 「「癒し」あなたのターン開始時、あなたのHPが2点回復する。」 heals A by 2 at A's turn
    start, as the text without its name does."""
    board = TURN_START.replace("A: {hp: 10", "A: {hp: 5")
    for text in (
        "「癒し」あなたのターン開始時、あなたのHPが2点回復する。",
        "あなたのターン開始時、あなたのHPが2点回復する。",
    ):
        r = _run(board % (text, ""))
        assert r.outcome["state"] == {"A.hp": 7, "B.hp": 10}, text
        assert "3.1" in r.decided_by


# --------------------------------------------------------------------------- 「…の修正を受け、「潜水」の…を得る」

SET_DIVER = """
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 騎士, type: character, ap: 2, dp: 2}
      - {name: 水の護符, type: item, set_on: 騎士, text: "%s"}
  B: {hp: 10, deck: 10, field: [{name: 歩兵, type: character, ap: 2, dp: 4}]}
actions:
  - {do: attack, attacker: 騎士, defender: 歩兵}
ask: [B.hp, 騎士.dp]
"""


def test_a_modifier_and_a_keyword_gained_in_one_sentence() -> None:
    """4.3.8 steps 3 and 5: 「セットされたキャラクターは、「+0:+1」の修正を受け、「潜水」の特殊能力を
    得る。」 — the host has DP 3 and 潜水 (3.4.5.7), so a walker cannot defend it (B takes 2);
    with the modifier alone it can."""
    both = "セットされたキャラクターは、「+0:+1」の修正を受け、「潜水」の特殊能力を得る。"
    r = _run(SET_DIVER % both)
    assert r.outcome["rejected"] is True
    assert r.outcome["state"] == {"B.hp": 8, "騎士.dp": 3}
    assert "3.4.5.7" in r.decided_by
    r = _run(SET_DIVER % "セットされたキャラクターは、「+0:+1」の修正を受ける。")
    assert not r.outcome.get("rejected") and r.outcome["state"]["B.hp"] == 10
    assert not _ability(both.replace("得る。", "得てもよい。")).supported


# --------------------------------------------------------------------------- 「対象のアイテム1枚」

ITEM_SPELL = """
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 10, energy: 2, deck: 10, hand: [{name: 分解, type: spell, cost: 2, text: "%s"}]}
  B:
    hp: 10
    deck: 10
    field:
      - {name: 騎士, type: character, ap: 2, dp: 2}
      - {name: 魔剣, type: item, set_on: 騎士, text: "セットされたキャラクターは、「+2:+0」の修正を受ける。"}
actions:
  - {do: play, card: 分解, target: %s}
ask: [魔剣.zone, 騎士.zone, 騎士.ap]
"""


def test_a_target_item_is_crashed() -> None:
    """4.2.13: 「対象のアイテム1枚をクラッシュする」 targets an item on the field (one set on a
    character too); it goes to its owner's dustbox and its host loses the modifier."""
    r = _run(ITEM_SPELL % ("対象のアイテム1枚をクラッシュする。", "魔剣"))
    assert r.outcome["state"] == {"魔剣.zone": "B.dustbox", "騎士.zone": "B.field", "騎士.ap": 2}
    assert "4.2.13" in r.decided_by


def test_a_target_item_card_is_broken() -> None:
    """4.2.5: 「対象のアイテムカード1枚をブレイクする」 — the item goes aside (zone broken)."""
    r = _run(ITEM_SPELL % ("対象のアイテムカード1枚をブレイクする。", "魔剣"))
    assert r.outcome["state"]["魔剣.zone"] == "B.broken"
    assert "4.2.5" in r.decided_by


def test_a_character_is_no_proper_target_item() -> None:
    """4.2.13: a character is no proper target of 「対象のアイテム」: the play is refused; a
    modifier on a target item is refused as text (not run as on a character)."""
    r = _run(ITEM_SPELL % ("対象のアイテム1枚をクラッシュする。", "騎士"))
    assert r.outcome["rejected"] is True
    assert r.outcome["state"] == {"魔剣.zone": "B.field", "騎士.zone": "B.field", "騎士.ap": 4}
    assert not _ability("対象のアイテム1枚に「+1:+1」の修正を与える。").supported


# --------------------------------------------------------------------------- 「ダストボックスから…選び、手札に加える」

RECOVER = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 再生, type: spell, cost: 1, text: "%s"}]
    dustbox: [{name: 兵士, type: character}, {name: 火球, type: spell}]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, card: 再生}
%s
ask: [兵士.zone, 火球.zone]
"""


def test_a_character_card_chosen_from_the_dustbox_to_the_hand() -> None:
    """4.2.12: 「あなたはダストボックスからキャラクターカードを1枚選び、手札に加える」 — the
    player's choice among the character cards of its own dustbox (the spell is none of them)."""
    text = "あなたはダストボックスからキャラクターカードを1枚選び、手札に加える。"
    r = _run(RECOVER % (text, ""))
    assert r.outcome["state"] == {"兵士.zone": "A.hand", "火球.zone": "A.dustbox"}
    assert "4.2.12" in r.decided_by


def test_the_choice_from_the_dustbox_may_be_declined() -> None:
    """「…手札に加えてもよい」: the player decides; declined, nothing moves."""
    text = "あなたはダストボックスからキャラクターカードを1枚選び、手札に加えてもよい。"
    no = "choices:\n  - {player: A, at: optional_step, choose: no}"
    r = _run(RECOVER % (text, no))
    assert r.outcome["state"] == {"兵士.zone": "A.dustbox", "火球.zone": "A.dustbox"}
    yes = "choices:\n  - {player: A, at: optional_step, choose: yes}"
    r = _run(RECOVER % (text, yes))
    assert r.outcome["state"] == {"兵士.zone": "A.hand", "火球.zone": "A.dustbox"}
    # corrected (round 17): an item card chosen from the dustbox is read as printed now (the
    # card type item, 3.4.3; 4.2.12), with its board in test_co_cardtext_r17.py
    assert _ability("あなたはダストボックスからアイテムカードを1枚選び、手札に加える。").supported


@pytest.mark.parametrize(
    "text",
    [
        "あなたはダストボックスからスペルカードを1枚選び、手札に加える。",
        "あなたのダストボックスにあるスペルカード1枚を手札に戻す。",
    ],
)
def test_a_spell_card_of_the_dustbox_to_the_hand(text: str) -> None:
    """3.4.3 (card types), 4.2.12: the cards of the type named (a spell) are those chosen among;
    the character stays."""
    r = _run(RECOVER % (text, ""))
    assert r.outcome["state"] == {"兵士.zone": "A.dustbox", "火球.zone": "A.hand"}


# --------------------------------------------------------------------------- 「…をコントロールしていないなら」

CONTROL = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 祈り, type: spell, cost: 1, text: "%s"}]
    field: [%s]
  B: {hp: 10, deck: 10, field: [{name: 敵兵, type: character, ap: 1, dp: 1}]}
actions:
  - {do: play, card: 祈り}
ask: [A.hp]
"""


def test_a_condition_on_controlling_no_character() -> None:
    """4.2.12 (control): 「あなたがキャラクターをコントロールしていないなら、…」 heals A when A
    controls no character (B's do not count), not when A controls one."""
    text = "あなたがキャラクターをコントロールしていないなら、あなたのHPを2点回復する。"
    r = _run(CONTROL % (text, ""))
    assert r.outcome["state"] == {"A.hp": 12}
    r = _run(CONTROL % (text, "{name: 兵, type: character, ap: 1, dp: 1}"))
    assert r.outcome["state"] == {"A.hp": 10}
    text = "相手がキャラクターをコントロールしているなら、あなたのHPを2点回復する。"
    r = _run(CONTROL % (text, ""))
    assert r.outcome["state"] == {"A.hp": 12}


# --------------------------------------------------------------------------- 「…がフィールドに出たとき」

ENTER = "『牧野 ひかり』がフィールドに出たとき、あなたは山札からカードを1枚引く。"


def test_a_character_played_enters_the_field_and_triggers() -> None:
    """3.4.2: the character played enters the field as its play resolves; 「『X』がフィールドに
    出たとき」 triggers (4.3.6): A draws 1 (the hand: the card played left it, the card drawn)."""
    r = _run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand: [{{name: 牧野 ひかり, type: character, cost: 2, ap: 1, dp: 1, text: "{ENTER}"}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 牧野 ひかり}}
ask: [A.hand, A.deck, 牧野 ひかり.zone]
"""
    )
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 9, "牧野 ひかり.zone": "A.field"}
    assert {"3.4.2", "4.3.6"} <= set(r.decided_by)


def test_a_character_put_onto_the_field_by_an_effect_triggers() -> None:
    """3.4.2 「直接フィールドに出た」: put there by a spell, the character's 「フィールドに出たとき」
    triggers too; a card already on the field when the play resolves triggers nothing."""
    r = _run(
        f"""
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 蘇生, type: spell, cost: 1, text: "あなたのダストボックスにあるキャラクターカード1枚をフィールドに出す。"}}]
    dustbox: [{{name: 牧野 ひかり, type: character, ap: 1, dp: 1, text: "{ENTER}"}}]
    field: [{{name: 見張り, type: character, ap: 1, dp: 1, text: "『見張り』がフィールドに出たとき、あなたは山札からカードを1枚引く。"}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 蘇生}}
ask: [A.hand, A.deck, 牧野 ひかり.zone]
"""
    )
    assert r.outcome["state"] == {"A.hand": 1, "A.deck": 9, "牧野 ひかり.zone": "A.field"}
    assert not _ability("『牧野 ひかり』が出たとき、あなたは山札からカードを1枚引く。").supported


# --------------------------------------------------------------------------- 「…の効果を受けない」 (no topic)

ROCKFALL = """
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 岩, type: %s, cost: 1, text: "すべてのキャラクターに2点のダメージを与える。"}]
  B:
    hp: 10
    deck: 10
    field:
      - {name: 騎士, type: character, ap: 2, dp: 2, text: "%s"}
      - {name: 兵, type: character, ap: 2, dp: 2}
actions:
  - {do: play, card: 岩}
ask: [騎士.zone, 兵.zone]
"""


def test_an_immunity_printed_without_its_topic_is_the_cards_own() -> None:
    """4.3.8 step 1, 4-2-10: 「イベントカード、スペルカードの効果を受けない」 with no topic is the card
    whose text it is: a spell's or an event's damage does not reach it (the other character is
    crashed); with spells alone named, an event's does."""
    both = "イベントカード、スペルカードの効果を受けない。"
    for kind in ("spell", "event"):
        r = _run(ROCKFALL % (kind, both))
        assert r.outcome["state"] == {"騎士.zone": "B.field", "兵.zone": "B.dustbox"}, kind
        assert "4.3.8" in r.decided_by
    r = _run(ROCKFALL % ("event", "スペルカードの効果を受けない。"))
    assert r.outcome["state"] == {"騎士.zone": "B.dustbox", "兵.zone": "B.dustbox"}


# --------------------------------------------------------------------------- still refused, said


def test_the_interrupt_permission_on_a_character_is_reported_where_it_matters() -> None:
    """「割り込みでプレイしてもよい」 (changed round 16, s12covs): on an event / spell / item the line
    restates 4.3.4 with 3.4.3 and is read (tests/ruling/test_co_cardtext_r16b.py); on a character
    what it adds to 3.4.2 is written nowhere — a play 3.4.2 refuses names it as unsupported."""
    ab = _ability("割り込みでプレイしてもよい")
    assert ab.supported and ab.program.keyword == "interrupt"
    r = _run(
        """
turn: {player: B, number: 4, phase: main}
players:
  A: {hp: 10, energy: 3, deck: 10, hand: [{name: 甲, type: character, cost: 1, ap: 1, dp: 1, text: "割り込みでプレイしてもよい"}]}
  B: {hp: 10, deck: 10}
actions:
  - {do: play, player: A, card: 甲}
ask: [甲.zone]
"""
    )
    assert r.outcome["state"] == {"甲.zone": "A.hand"}
    warned = [w.en for w in r.main.warnings if w.kind == "unsupported"]
    assert any("割り込みでプレイしてもよい" in w for w in warned)
