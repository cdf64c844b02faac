"""co card-text constructions of round 23 (s19covs, issue 12), from the refusals of cards_r14–r21
grouped by construction, each on a minimal board of its own, with its neighbours."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# ------ 「A。Xなら、さらに / かわりにB。」 with B's participants unsaid: A's (the shared
# ``abilities.continued_args``; the text done in order, 4.3.2.6; the target named once, 4.2.13)

_HEAL = """
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: {hp}, deck: 10}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: A}}
ask: [A.hp, B.hp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "対象のデュエルマスターはHPが3点回復する。あなたのHPが10点以下ならば、かわりにHPが5点回復する。",
        # the same said in full
        "対象のデュエルマスターはHPが3点回復する。あなたのHPが10点以下ならば、かわりに対象のデュエルマスターはHPが5点回復する。",
    ],
)
def test_a_heal_done_instead_names_whom_the_heal_before_named(text: str) -> None:
    assert co_ability(text, type_="event").supported
    assert co_run(_HEAL.format(hp=8, text=text)).outcome["state"] == {"A.hp": 13, "B.hp": 10}
    assert co_run(_HEAL.format(hp=12, text=text)).outcome["state"] == {"A.hp": 15, "B.hp": 10}


_MOD = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 剣士, type: character, ap: 2, dp: 2}}]
  B:
    hp: 10
    deck: 10
    field: [{{name: 騎士, type: character, ap: 2, dp: 3, gender: {gender}}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: 騎士}}
ask: [騎士.ap, 騎士.dp, 剣士.ap, 剣士.dp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "対象のキャラクター1体はターン終了時まで「+2:+2」の修正を受ける。そのキャラクターが男性キャラクターならば、さらに「+1:+0」の修正を受ける。",
        "対象のキャラクター1体はターン終了時まで「+2:+2」の修正を受ける。そのキャラクターが男性キャラクターならば、そのキャラクターはさらにターン終了時まで「+1:+0」の修正を受ける。",
    ],
)
def test_a_further_modifier_is_the_same_targets_for_as_long(text: str) -> None:
    """「さらに」 continues the sentence before: the same target (not a second one chosen, 4.2.13)
    and the same duration (「ターン終了時まで」, 3.7.2)."""
    assert co_ability(text, type_="event").supported
    got = co_run(_MOD.format(gender="男性", text=text)).outcome["state"]
    assert (got["騎士.ap"], got["騎士.dp"], got["剣士.ap"]) == (5, 5, 2)
    got = co_run(_MOD.format(gender="女性", text=text)).outcome["state"]
    assert (got["騎士.ap"], got["騎士.dp"], got["剣士.ap"]) == (4, 5, 2)


@pytest.mark.parametrize(
    "text",
    [
        # B of another verb than A's: who B is about is not A's by this reading — refused
        "ターン終了時まで、対象のキャラクター1体のAPとDPの数値を入れ替える。そのキャラクターが男性キャラクターなら、さらに「+1:+0」の修正を受ける。",
        # no connector: a sentence standing alone names its own subject
        "対象のデュエルマスターはHPが3点回復する。あなたのHPが10点以下ならば、HPが5点回復する。",
    ],
)
def test_unsaid_participants_elsewhere_stay_refused(text: str) -> None:
    assert not co_ability(text, type_="event").supported


# ------ 「対象のXカードかYカード1枚のプレイをうち消す」 (a target of one of several types) and
# 「そのXカード / うち消されたカードのコントローラー(オーナー)は…引く」 (the player of the play
# negated, 4.2.12, 4.2.14); コントローラー is the lexicon's word for 4.2.12's term


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
ask: [兵.damage, 矢.zone, A.hand, B.hand]
"""


@pytest.mark.parametrize(("kind", "negated"), [("event", True), ("spell", True), ("item", False)])
def test_a_play_of_one_of_several_types_negated(kind: str, negated: bool) -> None:
    text = "対象のイベントカードかスペルカード1枚のプレイをうち消す。"
    assert co_ability(text, type_="spell").supported
    got = co_run(_countered(kind, text)).outcome["state"]
    if negated:
        assert (got["兵.damage"], got["矢.zone"]) == (0, "A.dustbox")
    else:
        assert got["兵.damage"] != 0 or got["矢.zone"] != "A.dustbox"


@pytest.mark.parametrize(
    "text",
    [
        "対象のスペルカードのプレイをうち消す。そのスペルカードのコントローラーは山札からカードを1枚引く。",
        "対象のスペルカード1枚のプレイをうち消す。うち消されたカードのコントローラーは山札からカードを1枚引く。",
        "対象のスペルカードのプレイをうち消す。そのカードのオーナーは山札からカードを1枚引く。",
    ],
)
def test_the_player_of_the_negated_play_draws(text: str) -> None:
    r = co_run(_countered("spell", text))
    got = r.outcome["state"]
    # A played 矢 and draws one; B (who negated it) draws none — 失敗 left B's hand
    assert (got["兵.damage"], got["矢.zone"], got["A.hand"], got["B.hand"]) == (
        0,
        "A.dustbox",
        1,
        0,
    )
    assert {"4.2.12", "4.2.14"} <= set(r.decided_by)


def test_the_player_of_a_play_with_none_negated_is_refused() -> None:
    assert not co_ability(
        "そのスペルカードのコントローラーは山札からカードを1枚引く。", type_="spell"
    ).supported


# ------ 「あなたのHPが相手 / 敵デュエルマスターより少ない」: the value compared left unsaid on the
# other side is the same value — the other player's HP (1.4)

_HP_VS = """
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: {a}, deck: 10}}
  B: {{hp: {b}, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}、あなたは山札からカードを1枚引く。"}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("cond", "a", "b", "drawn"),
    [
        ("あなたのHPが敵デュエルマスターより少ないならば", 5, 8, 1),
        ("あなたのHPが敵デュエルマスターより少ないならば", 8, 8, 0),
        ("あなたのHPが相手より少ないなら", 5, 8, 1),
        ("あなたのHPが相手より多いなら", 9, 8, 1),
        ("あなたのHPが相手より多いなら", 8, 9, 0),
        ("相手のHPがあなたより少ないなら", 9, 8, 1),
    ],
)
def test_hp_against_the_other_player_unsaid(cond: str, a: int, b: int, drawn: int) -> None:
    r = co_run(_HP_VS.format(text=cond, a=a, b=b))
    assert r.outcome["state"] == {"A.hand": drawn}


# ------ 「『X』はナビゲーター / キャラクターの特殊能力の対象にならない」: the special abilities of cards
# of that type (4-2-8: a character's or navigator's text is its 特殊能力) cannot target it (4.2.13)

_SHIELDED = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 案内人, type: {kind}, ap: 1, dp: 1, text: "『案内人』をタップする:対象のキャラクター1体に1点のダメージを与える。"}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 真宮 蓮, type: character, ap: 1, dp: 3, text: "{text}"}}]
actions:
  - {{do: activate, card: 案内人, target: 真宮 蓮}}
ask: [真宮 蓮.damage]
"""


@pytest.mark.parametrize(
    ("text", "kind", "damage"),
    [
        ("『真宮 蓮』はナビゲーターの特殊能力の対象にならない。", "navigator", 0),
        ("『真宮 蓮』はナビゲーターの特殊能力の対象にならない。", "character", 1),
        ("『真宮 蓮』はキャラクターの特殊能力の対象にならない。", "character", 0),
        ("『真宮 蓮』はナビゲーターかキャラクターの特殊能力の対象にならない。", "character", 0),
    ],
)
def test_untargetable_by_the_abilities_of_a_card_type(text: str, kind: str, damage: int) -> None:
    r = co_run(_SHIELDED.format(text=text, kind=kind))
    assert r.outcome["state"] == {"真宮 蓮.damage": damage}
    if not damage:
        assert "4.2.13" in r.decided_by
