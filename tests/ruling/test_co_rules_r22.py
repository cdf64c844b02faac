"""CrossOver (co): the r21 development files read in round 21 (s17co), each fix on a minimal
board of its own with its neighbours: a 「ターン終了時に、…」 ability of a card on the field runs
at 3.7's step 2 (it was read as a play effect, its timing dropped); a described group of every
character is refused unless the clause is 「フィールドに出ている」; a crash by a lost DP modifier
cites 4.3.8; a use allowed by 4.3.5 rests on the energy gain that met its condition (3.2.1)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# --------------------------------------------------------------------------- 3.7.2 「ターン終了時に」

_TURN_END = """
turn: {{player: A, number: 6, phase: turn_end}}
players:
  A:
    hp: 20
    deck: 10
    hand: 3
    field: [{{name: 沼, type: {kind}, {set}text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 兵, type: character, ap: 1, dp: 3, damage: 1}}]
actions:
  - {{do: turn_end}}
ask: [兵.damage]
"""


@pytest.mark.parametrize(
    "text",
    [
        "ターン終了時に、フィールドに出ているすべてのキャラクターに1点のダメージを与える。",
        "ターン終了時にフィールドに出ているすべてのキャラクターに1点のダメージを与える。",
        "ターン終了時、フィールドに出ているすべてのキャラクターに1点のダメージを与える。",
        "ターン終了時に、相手のすべてのキャラクターに1点のダメージを与える。",
        "ターン終了時に、相手がコントロールしているすべてのキャラクターに1点のダメージを与える。",
    ],
)
@pytest.mark.parametrize("kind", ["event", "character"])
def test_a_turn_end_ability_deals_its_damage_after_the_damage_reset(text: str, kind: str) -> None:
    """3.7: 1) every character's damage becomes 0, 2) 「「ターン終了時に〜」という効果・特殊能力も
    ここで解決します」 — the damage dealt at step 2 stays into the next turn (1 < DP 3)."""
    r = co_run(
        _TURN_END.format(
            kind=kind, set="set_on: field, " if kind == "event" else "", text=text
        ).replace('text: "', 'text: "フィールドにセット。\\n' if kind == "event" else 'text: "')
    )
    assert r.outcome["state"] == {"兵.damage": 1}, r.outcome
    assert {"3.7.1", "3.7.2", "4.3.6"} <= set(r.decided_by)


def test_a_turn_end_ability_of_the_opponents_turn_waits() -> None:
    """「あなたのターン終了時に、…」: the end of its controller's turn only (3.7.2); at the end of
    the opponent's turn nothing is dealt."""
    body = _TURN_END.format(
        kind="character",
        set="",
        text="あなたのターン終了時に、フィールドに出ているすべてのキャラクターに1点のダメージを与える。",
    ).replace("name: 沼, type: character", "name: 沼, type: character, ap: 1, dp: 5")
    mine = co_run(body)
    assert mine.outcome["state"] == {"兵.damage": 1}
    theirs = co_run(body.replace("player: A, number: 6", "player: B, number: 6"))
    assert theirs.outcome["state"] == {"兵.damage": 0}


@pytest.mark.parametrize(
    "text",
    [
        # a clause other than 「フィールドに出ている」 says where or which the characters are: it is
        # not read, so the ability is refused (before, every character on the field)
        "手札にあるすべてのキャラクターに1点のダメージを与える。",
        "山札にフィールドに出ているすべてのキャラクターに1点のダメージを与える。",
    ],
)
def test_every_character_described_otherwise_is_refused(text: str) -> None:
    ab = co_ability(text)
    assert not ab.supported
    assert "フィールドに出ている" in ab.reason


def test_every_character_on_the_field_still_runs() -> None:
    ab = co_ability("フィールドに出ているすべてのキャラクターに1点のダメージを与える。")
    assert ab.supported


# --------------------------------------------------------------------------- 4.3.8 / 4.3.9


@pytest.mark.parametrize("damage, crashes", [(3, True), (2, True), (1, False)])
def test_a_crash_by_a_lost_modifier_cites_4_3_8(damage: int, crashes: bool) -> None:
    """4.3.8 (values applied again from the start, 「改めて始めから適用してゆきます」) and 4.3.9
    (its 〔萌木玉緒〕 example): the set card giving +0:+2 crashes, the DP is 2 again; with 2 or 3
    damage the character crashes, with 1 it stays."""
    r = co_run(
        f"""turn: {{player: B, number: 7, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 見張り, type: character, ap: 1, dp: 2, damage: {damage}}}
      - {{name: 兜, type: item, set_on: 見張り, text: "キャラクターにセット。\\nセットされたキャラクターは、「+0:+2」の修正を受ける。"}}
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: crash, card: 兜}}
ask: [見張り.zone]
"""
    )
    assert (r.outcome["state"]["見張り.zone"] == "A.dustbox") is crashes
    if crashes:
        assert {"4.3.8", "4.3.9"} <= set(r.decided_by)
    else:
        assert "4.3.9" not in r.decided_by


# --------------------------------------------------------------------------- 4.3.5 / 3.2.1


def test_a_use_right_after_the_enemy_gains_energy_rests_on_that_gain() -> None:
    """4.3.5: 「〜の直後にのみ〜してもよい」 may be used where uses are otherwise not (its 〔皆瀬葵〕
    example); the use rests on the gain that met the condition — in the untap phase's start, a
    gain 3.2.1 allows."""
    r = co_run(
        """turn: {player: A, number: 7, phase: untap, step: start}
players:
  A:
    hp: 20
    energy: 0
    deck: 10
    field: [{name: 伝令, type: character, ap: 1, dp: 1, state: rest}]
  B:
    hp: 20
    energy: 1
    deck: 10
    field: [{name: 魔術師, type: character, ap: 1, dp: 2, text: "1エネルギーを支払う:対象のキャラクターに1点のダメージを与える。敵デュエルマスターがエネルギーを得た直後にのみ使用してもよい。"}]
actions:
  - {do: gain_energy, player: A, amount: 1}
  - {do: activate, player: B, card: 魔術師, target: 伝令}
ask: [伝令.zone]
"""
    )
    assert r.outcome["state"]["伝令.zone"] == "A.dustbox"
    assert {"4.3.5", "3.2.1"} <= set(r.decided_by)
