"""co rules and card-text constructions fixed while reading the round-17 development files
(tests/scenarios/co/r17_*), each on a minimal case of its own (s13covs)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

# ---------------- ``defender: none``: the defending player declines (3.4.5.3), which decides it


@pytest.mark.parametrize(("state", "hp"), [("stand", 7), ("rest", 7)])
def test_a_defence_declined_is_the_defending_players_choice(state: str, hp: int) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        "  A: {hp: 20, deck: 10, field: [{name: 剣士, type: character, ap: 3, dp: 2}]}\n"
        "  B: {hp: 10, deck: 10, field: [{name: 盾兵, type: character, ap: 1, dp: 3, state: "
        + state
        + "}]}\n"
        "actions:\n  - {do: attack, attacker: 剣士, defender: none}\n"
        "ask: [B.hp]\n"
    )
    assert r.outcome["state"] == {"B.hp": hp}
    assert {"3.4.5.3", "3.4.5.4"} <= set(r.decided_by)
    said = [s for s in r.main.trace.steps if "ディフェンス宣言を行わない" in s.ja]
    assert said and ("行わなくてよい" in said[0].ja) == (state == "stand")


# ------ 「<timing>に、フィールドに出ているすべてのキャラクターに…」: the timing is the trigger (shared)


@pytest.mark.parametrize(
    ("text", "on", "whose"),
    [
        (
            "ターン開始時に、フィールドに出ているすべてのキャラクターに2点のダメージを与える。",
            "turn_start",
            "this",
        ),
        (
            "あなたのターン開始時に、フィールドに出ているすべてのキャラクターに1点のダメージを与える。",
            "turn_start",
            "you",
        ),
        (
            "エンドフェイズ開始時に、相手がコントロールしているすべてのキャラクターに1点のダメージを与える。",
            "end_start",
            "this",
        ),
        (
            "「雷撃」あなたのターン開始時に、対象の相手がコントロールしているキャラクター1体に1点のダメージを与える。",
            "turn_start",
            "you",
        ),
    ],
)
def test_an_opening_timing_is_the_trigger(text: str, on: str, whose: str) -> None:
    ab = co_ability(text)
    assert ab.supported, ab.reason
    assert (ab.program.kind, ab.program.on, ab.program.whose) == ("auto", on, whose)


def test_a_turn_start_ability_resolves_after_its_card_crashed() -> None:
    """3.1 / 4.3.6: both trigger at the turn's start; A resolves 乙's first (its damage crashes 甲,
    4.3.9), and 甲's still resolves: B's HP 1 → 0 (4.1.2)."""
    r = co_run(
        "turn: {player: A, number: 5, phase: turn_start}\n"
        "players:\n"
        "  A:\n    hp: 10\n    deck: 10\n    field:\n"
        '      - {name: 甲, type: character, ap: 1, dp: 1, text: "ターン開始時に、相手のデュエルマスターに1点のダメージを与える。"}\n'
        '      - {name: 乙, type: character, ap: 2, dp: 3, text: "ターン開始時に、フィールドに出ているすべてのキャラクターに2点のダメージを与える。"}\n'
        "  B: {hp: 1, deck: 10}\n"
        "actions:\n  - {do: turn_start}\n"
        "choices:\n  - {player: A, at: trigger_order, choose: 乙}\n"
    )
    assert r.outcome.get("winner") == "A"
    assert "甲" in [c.name for c in r.main.final.players["A"].zones["dustbox"]]
    assert {"3.1", "4.3.6"} <= set(r.decided_by)


def test_a_timing_inside_whom_a_phrase_names_is_never_dropped() -> None:
    # a moment that is not the ability's opening: refused, not read as a place
    ab = co_ability(
        "あなたは、ターン開始時に、フィールドに出ているすべてのキャラクターに1点のダメージを与える。"
    )
    assert not ab.supported


# ------- 「<event>とき、<X>の場合、…」 / 「<timing>に、<X>の場合、…」: the trigger and its condition


@pytest.mark.parametrize(("hand", "drawn"), [(2, 3), (3, 3)])
def test_a_timing_then_a_condition(hand: int, drawn: int) -> None:
    """「あなたのエンドフェイズ開始時に、あなたの手札が2枚以下の場合、…1枚引く」 (3.6.1): the
    trigger is the end phase's start; the condition is read as it resolves."""
    ab = co_ability(
        "あなたのエンドフェイズ開始時に、あなたの手札が2枚以下の場合、あなたは山札からカードを1枚引く。"
    )
    assert ab.supported, ab.reason
    assert (ab.program.on, ab.program.whose) == ("end_start", "you")
    r = co_run(
        "turn: {player: A, number: 5, phase: main}\n"
        "players:\n"
        f"  A: {{hp: 20, deck: 10, hand: {hand}, field: [{{name: 札, type: character, ap: 1, dp: 1,"
        ' text: "あなたのエンドフェイズ開始時に、あなたの手札が2枚以下の場合、あなたは山札からカードを1枚引く。"}]}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: end_phase}\n"
        "ask: [A.hand]\n"
    )
    assert r.outcome["state"] == {"A.hand": drawn}


# ---- a condition on one card: its orientation, a keyword, its gender (3-2-2, 3-4-5-7, 4.3.8)

DEFENCE = """\
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 20, deck: 10, field: [{name: 剣士, type: character, gender: %(gender)s, ap: 1, dp: 5, text: "%(a_text)s"}]}
  B: {hp: 20, deck: 10, hand: 0, field: [{name: 鷹野, type: character, gender: 男性, ap: 1, dp: 5, text: "%(b_text)s"}]}
actions:
  - {do: attack, attacker: 剣士, defender: 鷹野}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("gender", "cond", "drawn"),
    [
        ("男性", "アタックしたキャラクターが男性キャラクターの場合", 1),
        ("女性", "アタックしたキャラクターが男性キャラクターの場合", 0),
        ("女性", "アタックしたキャラクターが女性キャラクターの場合", 1),
        ("男性", "『鷹野』が男性キャラクターの場合", 1),
    ],
)
def test_a_defence_trigger_reads_a_gender(gender: str, cond: str, drawn: int) -> None:
    text = f"『鷹野』がディフェンスしたとき、{cond}、あなたは山札からカードを1枚引く。"
    r = co_run(DEFENCE % {"gender": gender, "a_text": "", "b_text": text})
    assert r.outcome["state"] == {"B.hand": drawn}
    assert ("4.3.8" in r.decided_by) == (drawn == 0)  # not met: said, with what it read


@pytest.mark.parametrize(("flying", "drawn"), [(True, 1), (False, 0)])
def test_a_defence_trigger_reads_the_attackers_keyword(flying: bool, drawn: int) -> None:
    """3.4.5.7: 鷹野 has 「飛行」 (it may defend either attacker); its trigger reads whether the
    attacker has it as the text is carried out."""
    cond = "アタックしたキャラクターが「飛行」を持つ場合"
    text = f"飛行\\n『鷹野』がディフェンスしたとき、{cond}、あなたは山札からカードを1枚引く。"
    r = co_run(DEFENCE % {"gender": "男性", "a_text": "飛行" if flying else "", "b_text": text})
    assert r.outcome["state"] == {"B.hand": drawn}
    assert "3.4.5.7" in r.decided_by  # the defence (either way) and the condition not met


@pytest.mark.parametrize(("state", "drawn"), [("stand", 1), ("rest", 0)])
def test_a_turn_start_trigger_reads_its_cards_orientation(state: str, drawn: int) -> None:
    text = "ターン開始時に、『番人』がアンタップ状態の場合、あなたは山札からカードを1枚引く。"
    r = co_run(
        "turn: {player: A, number: 5, phase: turn_start}\n"
        "players:\n"
        f'  A: {{hp: 20, deck: 10, hand: 0, field: [{{name: 番人, type: character, ap: 1, dp: 1, state: {state}, text: "{text}"}}]}}\n'
        "  B: {hp: 20, deck: 10}\n"
        "actions:\n  - {do: turn_start}\n"
        "ask: [A.hand]\n"
    )
    assert r.outcome["state"] == {"A.hand": drawn}
    assert ("3.2.2" in r.decided_by) == (drawn == 0)


# ------------------- 「…キャラクター1体につき、あなたはNエネルギーを得る」 (4.3.1, 4.3.2.6, 3-1)


@pytest.mark.parametrize(("genders", "gained"), [(["女性", "女性", "男性"], 2), (["男性"], 0)])
def test_energy_gained_per_character_counted(genders: list[str], gained: int) -> None:
    """3-1's 「女たらし」: at A's turn start, one energy for each female character B controls,
    counted as it resolves."""
    text = "「女たらし」あなたのターン開始時に、相手がコントロールしている女性キャラクター1体につき、あなたは1エネルギーを得る。"
    b_field = ", ".join(
        f"{{name: 子{i}, type: character, gender: {g}, ap: 1, dp: 1}}"
        for i, g in enumerate(genders)
    )
    r = co_run(
        "turn: {player: A, number: 5, phase: turn_start}\n"
        "players:\n"
        f'  A: {{hp: 20, deck: 10, energy: 0, field: [{{name: 滝口, type: character, gender: 男性, ap: 3, dp: 3, text: "{text}"}}]}}\n'
        f"  B: {{hp: 20, deck: 10, field: [{b_field}]}}\n"
        "actions:\n  - {do: turn_start}\n"
        "ask: [A.energy]\n"
    )
    assert r.outcome["state"] == {"A.energy": gained}
    assert {"3.1", "4.3.6"} <= set(r.decided_by)
