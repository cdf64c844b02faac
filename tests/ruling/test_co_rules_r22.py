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
    damage the character crashes, with 1 it stays (4.3.9 read and not met)."""
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
        # round 38: it stays, and 4.3.9 read and not met (1 damage, DP 2) is why — a "no" has
        # its reason (``processes.near_crash``); before, nothing was cited for it
        assert "4.3.9" in r.decided_by
        assert any("does not crash" in s.en for s in r.main.trace.steps)


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


# --------------------------------------------------------------------------- 4.2.10 『X』


def test_a_name_that_is_not_the_cards_own_is_not_read_as_this_card() -> None:
    """4.2.10: 『X』 is the card itself when X is its name; 『Y』 names another card. A text
    compiled once for every card that prints it is checked against the card's name: read as this
    card, it is refused (an unsupported warning), never run on the wrong card."""
    own = co_ability("『朝倉 ひなた』に1点のダメージを与える。", name="朝倉 ひなた")
    assert own.supported
    other = co_ability("『朝倉 ひかげ』に1点のダメージを与える。", name="朝倉 ひなた")
    assert not other.supported and "4.2.10" in other.reason
    # a name the ability holds as another card's stays supported (a group of that name)
    named = co_ability(
        "『朝倉 ひなた』がフィールドに出ている限り、あなたがコントロールしている『朝倉 ひかげ』は"
        "「+1:+1」の修正を受ける。",
        name="朝倉 ひなた",
    )
    assert named.supported


# --------------------------------------------------------------------------- 3.4.5.7 keyword groups

_KW_BOARD = """
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    energy: 2
    hand: [{{name: 札, type: spell, cost: 1, text: "{text}"}}]
    field:
      - {{name: 鳥, type: character, ap: 1, dp: 3, text: "「飛行」"}}
      - {{name: 魚, type: character, ap: 1, dp: 3, text: "「潜水」"}}
  B:
    hp: 20
    deck: 10
    field: [{{name: 兵, type: character, ap: 1, dp: 3}}]
actions:
  - {{do: play, player: A, card: 札}}
ask: [鳥.damage, 魚.damage, 兵.damage]
"""


@pytest.mark.parametrize(
    "text, hit",
    [
        (
            "フィールドに出ている「飛行」の特殊能力を持たないすべてのキャラクターに2点のダメージを与える。",
            "魚 兵",
        ),
        ("「飛行」の特殊能力を持たないすべてのキャラクターに2ダメージを与える。", "魚 兵"),
        ("「飛行」を持たないすべてのキャラクターに2点のダメージを与える。", "魚 兵"),
        (
            "フィールドに出ている「潜水」の特殊能力を持つすべてのキャラクターに2点のダメージを与える。",
            "魚",
        ),
        ("「潜水」を持つキャラクターすべてに2点のダメージを与える。", "魚"),
        (
            "あなたがコントロールしている「潜水」を持たないすべてのキャラクターに2点のダメージを与える。",
            "鳥",
        ),
        (
            "相手がコントロールしている「飛行」を持たないすべてのキャラクターに2点のダメージを与える。",
            "兵",
        ),
    ],
)
def test_damage_to_every_character_with_or_without_a_keyword(text: str, hit: str) -> None:
    """3.4.5.7: 「飛行」 / 「潜水」 are special abilities a character has or not; every character on
    the field (4-2-7, of that player 4.2.12) with / without one takes the damage at once."""
    r = co_run(_KW_BOARD.format(text=text))
    got = {k.split(".")[0] for k, v in r.outcome["state"].items() if v == 2}
    assert got == set(hit.split()), r.outcome


_KW_STATIC = """
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 海神, type: character, ap: 1, dp: 3, text: "{text}"}}
      - {{name: 魚, type: character, ap: 1, dp: 3, text: "「潜水」"}}
      - {{name: 犬, type: character, ap: 1, dp: 3}}
      - {{name: 水着, type: item, set_on: 犬, text: "キャラクターにセット。\\nセットされたキャラクターは、以下の特殊能力を得る。『「潜水」』"}}
  B:
    hp: 20
    deck: 10
    field: [{{name: 鮫, type: character, ap: 1, dp: 3, text: "「潜水」"}}]
actions: []
ask: [魚.ap, 犬.ap, 鮫.ap, 海神.ap]
"""


@pytest.mark.parametrize(
    "text, up",
    [
        (
            "『海神』がフィールドに出ている限り、あなたがコントロールしている「潜水」を持つすべての"
            "キャラクターは「+1:+0」の修正を受ける。",
            "魚 犬",
        ),
        (
            "『海神』がフィールドに出ている限り、あなたがコントロールしている「潜水」の特殊能力を持つ"
            "すべてのキャラクターに「+1:+0」の修正を与える。",
            "魚 犬",
        ),
        (
            "フィールドに出ている「潜水」の特殊能力を持つキャラクターすべては「+1:+0」の修正を受ける。",
            "魚 犬 鮫",
        ),
        ("「潜水」の特殊能力を持たないすべてのキャラクターは「+1:+0」の修正を受ける。", "海神"),
    ],
)
def test_a_modifier_in_force_on_every_character_with_or_without_a_keyword(
    text: str, up: str
) -> None:
    """4.3.8: the abilities are decided (step 3: 〔水着〕 gives 犬 「潜水」) before the modifiers
    are applied (step 5): the modifier reaches those with / without the keyword as decided."""
    r = co_run(_KW_STATIC.format(text=text))
    got = {k.split(".")[0] for k, v in r.outcome["state"].items() if v == 2}
    assert got == set(up.split()), r.outcome


# --------------------------------------------------------------------------- 3.4.4 / 4.2.9 use limits

_USE = """
turn: {{player: {turn}, number: 6, phase: {phase}{step}}}
players:
  A:
    hp: 20
    deck: 10
    energy: 1
    field: [{{name: 札, type: character, ap: 1, dp: 3, state: rest, text: "{text}"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: activate, player: A, card: 札}}
ask: [札.state]
"""


@pytest.mark.parametrize(
    "limit, turn, phase, ok",
    [
        ("この特殊能力は、あなたのターンにのみ使用してもよい。", "A", "main", True),
        ("この特殊能力は、あなたのターンにのみ使用してもよい。", "B", "main", False),
        ("あなたのターンにのみ使用してもよい。", "B", "main", False),
        ("この特殊能力は、あなたのターンにのみ使用できる。", "B", "main", False),
        ("この特殊能力は、相手のターンにのみ使用してもよい。", "A", "main", False),
        ("この特殊能力は、相手のターンにのみ使用してもよい。", "B", "main", True),
        ("この特殊能力は、あなたのターンのエンドフェイズにのみ使用してもよい。", "A", "end", True),
        (
            "この特殊能力は、あなたのターンのエンドフェイズにのみ使用してもよい。",
            "A",
            "main",
            False,
        ),
        ("この特殊能力は、あなたのエンドフェイズにのみ使用できる。", "B", "end", False),
    ],
)
def test_an_ability_usable_only_in_a_turn_or_phase(
    limit: str, turn: str, phase: str, ok: bool
) -> None:
    """3.4.4: an ability on the field is used at All Turn 「そのカードに特に表記がないかぎり」; the
    card's own limit (4.2.9) — 「…にのみ使用できる」, or in 4.3.5's wording 「…にのみ使用してもよい」
    — refuses it outside that turn / phase (the end phase's action timing, 3.6.4)."""
    text = f"1エネルギーを支払う:『札』をアンタップする。{limit}"
    r = co_run(
        _USE.format(
            turn=turn, phase=phase, step=", step: action" if phase == "end" else "", text=text
        )
    )
    assert r.outcome["state"] == {"札.state": "stand" if ok else "rest"}, r.outcome
    assert bool(r.outcome.get("rejected")) is not ok


# --------------------------------------------------------------------------- 4.2.12 a player's field

_FIELD_COND = """
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    energy: 1
    hand: [{{name: 札, type: spell, cost: 1, text: "{text}"}}]
    field: [{{name: 甲, type: character, gender: {mine}, ap: 1, dp: 3}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 乙, type: character, gender: {theirs}, ap: 1, dp: 3}}]
actions:
  - {{do: play, player: A, card: 札}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "cond, mine, theirs, drawn",
    [
        ("あなたのフィールドに女性キャラクターがいる場合", "女性", "男性", True),
        ("あなたのフィールドに女性キャラクターがいる場合", "男性", "女性", False),
        ("あなたがコントロールしている女性キャラクターがいる場合", "男性", "女性", False),
        ("相手のフィールドに女性キャラクターがいる場合", "男性", "女性", True),
        ("あなたのフィールドに女性キャラクターが2体以上いる場合", "女性", "女性", False),
        ("相手のフィールドに男性キャラクターがいない場合", "男性", "女性", True),
    ],
)
def test_cards_on_a_players_field_are_those_that_player_controls(
    cond: str, mine: str, theirs: str, drawn: bool
) -> None:
    """「あなた / 相手のフィールドに<X>が(N体以上)いる場合」 reads as 「あなた / 相手がコントロール
    している<X>が…いる場合」 (4.2.12; a character is on its controller's field, 3.4.2)."""
    r = co_run(
        _FIELD_COND.format(
            text=f"{cond}、あなたは山札からカードを1枚引く。", mine=mine, theirs=theirs
        )
    )
    assert r.outcome["state"] == {"A.hand": 1 if drawn else 0}, r.outcome


# --------------------------------------------------------------------------- 4.3.5 in its own wording


@pytest.mark.parametrize(
    "said, same_as",
    [
        (
            "この効果は、キャラクターがダメージを受けた直後にのみプレイしてもよい。",
            "このカードは、キャラクターがダメージを受けた直後にのみプレイできる。",
        ),
        (
            "このスペルは、キャラクターがクラッシュした直後にのみプレイしてもよい。",
            "このカードは、キャラクターがクラッシュした直後にのみプレイできる。",
        ),
    ],
)
def test_a_play_gate_in_4_3_5s_wording_with_a_topic(said: str, same_as: str) -> None:
    """4.3.5 「〜の直後にのみ〜してもよい」 with what it is said of as the topic (「この効果は」: the
    text of a spell is its 「効果」, 4.2.8): the same gate as 「このカードは、…にのみプレイできる」;
    outside that moment the play is refused."""
    a = co_ability(said, "spell")
    b = co_ability(same_as, "spell")
    assert a.supported and b.supported
    assert a.program.only_after == b.program.only_after is not None
    r = co_run(
        f"""turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    energy: 1
    hand: [{{name: 札, type: spell, cost: 1, text: "{said}\\n対象のキャラクター1体のダメージを0にする。"}}]
    field: [{{name: 兵, type: character, ap: 1, dp: 3, damage: 1}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, player: A, card: 札, target: 兵}}
ask: [兵.damage]
"""
    )
    assert r.outcome.get("rejected") and r.outcome["state"] == {"兵.damage": 1}, r.outcome


@pytest.mark.parametrize(
    "when, after",
    [
        (
            "このカードは、キャラクターがクラッシュしたときにのみプレイできる。",
            "このカードは、キャラクターがクラッシュした直後にのみプレイできる。",
        ),
        (
            "キャラクターがクラッシュしたときにのみプレイできる。",
            "キャラクターがクラッシュした直後にのみプレイしてもよい。",
        ),
        (
            "キャラクターがダメージを受けたときにのみ使用してもよい。",
            "キャラクターがダメージを受けた直後にのみ使用してもよい。",
        ),
        (
            "この特殊能力は、キャラクターがダメージを受けたときにのみ使用できる。",
            "キャラクターがダメージを受けた直後にのみ使用してもよい。",
        ),
    ],
)
def test_when_and_right_after_are_one_condition(when: str, after: str) -> None:
    """4.3.11.2 / 4.3.11.4 「「クラッシュした直後」「クラッシュしたとき」が条件の…」 and 4.3.10.2 /
    4.3.10.4 「「ダメージを与えた(受けた)直後」「ダメージを与えた(受けた)とき」が条件の…」: the
    two wordings name one moment — the same gate (4.3.5)."""
    a, b = co_ability(when, "spell"), co_ability(after, "spell")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program.only_after == b.program.only_after is not None


# --------------------------------------------------------------------------- energy lost

_LOSE = """
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    energy: 2
    hand: [{{name: 札, type: spell, cost: 1, text: "{text}"}}]
  B: {{hp: 20, deck: 10, energy: {theirs}}}
actions:
  - {{do: play, player: A, card: 札}}
ask: [A.energy, B.energy]
"""


@pytest.mark.parametrize(
    "text, theirs, left",
    [
        ("対戦相手はエネルギーを1失う。", 3, (1, 2)),
        ("相手のデュエルマスターはエネルギーを2失う。", 3, (1, 1)),
        ("相手は1エネルギーを失う。", 3, (1, 2)),
        ("相手はエネルギーを2失う。", 1, (1, 0)),
        ("あなたはエネルギーを1失う。", 3, (0, 3)),
    ],
)
def test_a_player_loses_energy(text: str, theirs: int, left: tuple[int, int]) -> None:
    """「(対戦)相手はエネルギーをN失う」: that player's energy goes down by N (what it holds,
    3.2.2 / 3.7.4 「エネルギーを失います」); with fewer, all it has. 「対戦相手」 is the document's
    word for the opponent (4.1.2). A pays 1 for the spell (4.3.2.3) first."""
    r = co_run(_LOSE.format(text=text, theirs=theirs))
    assert r.outcome["state"] == {"A.energy": left[0], "B.energy": left[1]}, r.outcome
