"""VG keyword abilities of chapter 14 written as card-text lines in the rules document's own
style (「【永】【(V)】：盟主」, 「【自】：先駆」, 「【自】：天啓－(V)（…）」, 「救援１（…）」, 「【起】【(V)】
神託【ターン1回】：…」) and given by a scenario's ``skills`` — one rule, two spellings: each keyword
runs as the ability its clause says it means (``_vg/cardtext.MEANINGS`` / ``STEP_MEANINGS``) and
every ruling through it cites its clause. Each on a minimal board, with variants a different writer
could print and a neighbour that must not change."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone

HEAD = "game: vg\ntitle: t\nturn: {player: A, number: 6, phase: PHASE, first_player: A}\n"
B = "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000, clan: 聖騎士}\n    deck: 10\n"


def _run(phase: str, a: str, actions: str, choices: str = "", b: str = B) -> Any:
    src = HEAD.replace("PHASE", phase) + "players:\n  A:\n" + a + b + "actions:\n" + actions
    return resolve(loads(src + (f"choices:\n{choices}" if choices else ""), "t.yaml"))


def _unit(text: str | None = None, skills: str | None = None, **more: str) -> str:
    base = {"name": "鎖兵", "type": "normal", "grade": "2", "power": "12000", "clan": "聖騎士"}
    base.update(more)
    fields = ", ".join(f"{k}: {v}" for k, v in base.items())
    if text is not None:
        fields += f', text: "{text}"'
    if skills is not None:
        fields += f", skills: {skills}"
    return "{" + fields + "}"


# ------------------------------------------------------------------ 拘束 (14.6)

RESTRAINT_SPELLINGS = (
    {"text": "【永】【(R)】：拘束"},
    {"text": "【永】：拘束（このユニットはアタックできない）"},
    {"text": "拘束"},
    {"skills": "[restraint]"},
    {"skills": "[拘束]"},
)


@pytest.mark.parametrize("spelling", RESTRAINT_SPELLINGS)
def test_restraint_forbids_choosing_the_unit_to_attack_14_6_2(spelling: dict[str, str]) -> None:
    """A rear-guard with 拘束, however spelled, is refused as the attacking unit (14.6.2 cited with
    10.4.1.3); it stays standing and B takes nothing."""
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000, clan: 聖騎士}\n"
        f"    left_front: {_unit(**spelling)}\n    deck: 10\n"
    )
    r = _run("battle", a, "  - {do: attack, attacker: left_front}\n")
    assert not unsupported(r), unsupported(r)
    assert r.main.rejected and zone(r, "B", "damage") == []
    assert {"14.6.2", "10.4.1.3"} <= cited(r)


def test_a_unit_without_restraint_attacks() -> None:
    """The neighbour: the same rear-guard without the keyword attacks."""
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        f"    left_front: {_unit()}\n    deck: 10\n"
    )
    r = _run("battle", a, "  - {do: attack, attacker: left_front}\n")
    assert not r.main.rejected and "14.6.2" not in cited(r)


def test_restraint_on_the_vanguard_circle_only_where_its_zone_says() -> None:
    """「【永】【(V)】：拘束」 on a rear-guard does not work there (11.4.4): it attacks."""
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        f"    left_front: {_unit('【永】【(V)】：拘束')}\n    deck: 10\n"
    )
    r = _run("battle", a, "  - {do: attack, attacker: left_front}\n")
    assert not r.main.rejected


def test_restraint_told_to_attack_by_an_effect_is_flagged_both_readings() -> None:
    """An effect tells the 拘束 unit to attack (7.36.1.1): 14.6.2 forbids only the attack step's
    choice, so the point is flagged (vg.keyword_attack_by_effect) and both readings are run — the
    engine's: it does not attack; the other: it attacks and hits."""
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        f"    left_front: {_unit('【永】【(R)】：拘束', power='15000')}\n    deck: 10\n"
    )
    r = _run("main", a, "  - {do: attack_by_effect, attacker: [left_front], target: B.vanguard}\n")
    flagged = [w for w in r.main.warnings if w.kind == "ambiguity"]
    assert any("14.6.2" in w.ja and "7.36.1.1" in w.ja for w in flagged)
    assert zone(r, "B", "damage") == []
    others = [lf for lf in r.leaves + r.alternates if lf is not r.main]
    assert any(len(lf.final.players["B"].zones["damage"]) == 1 for lf in others)


# ------------------------------------------------------------------ 盟主 (14.9)

LORD = "【永】【(V)】：盟主"


@pytest.mark.parametrize(
    "spelling",
    (
        {"text": LORD},
        {
            "text": "【永】：盟主（あなたのユニットにこのユニットと違うクランがいるなら、このユニットはアタックできない）"
        },
        {"skills": "[lord]"},
        {
            "text": "【永】：このユニットと違うクランのあなたのユニットがいるなら、このユニットはアタックできない。"
        },
    ),
)
def test_lord_with_a_unit_of_another_clan_cannot_attack_14_9_2(spelling: dict[str, str]) -> None:
    """A 盟主 vanguard with a rear-guard sharing no clan with it: its attack is refused, citing
    14.9.2 (the keyword's spellings) and what the clans read (2.2.1)."""
    v = _unit(name="焔帝", **spelling)
    a = f"    vanguard: {v}\n    right_front: {{name: 影忍, type: normal, grade: 2, power: 10000, clan: ぬばたま}}\n    deck: 10\n"
    r = _run("battle", a, "  - {do: attack, attacker: vanguard}\n")
    assert not unsupported(r), unsupported(r)
    assert r.main.rejected and zone(r, "B", "damage") == []
    if "skills" in spelling or "盟主" in spelling.get("text", ""):
        assert "14.9.2" in cited(r)


@pytest.mark.parametrize(
    "other",
    ("clan: 聖騎士", "clan: クレイエレメンタル", "clan: ぬばたま, traits: [聖騎士, ぬばたま]"),
)
def test_lord_with_units_sharing_a_clan_attacks(other: str) -> None:
    """The neighbours: a rear-guard of the same clan, of 《クレイエレメンタル》 (every clan, 2.2.4),
    or belonging to two clans one of which is shared — the 盟主 vanguard attacks."""
    v = _unit(LORD, name="焔帝")
    a = f"    vanguard: {v}\n    right_front: {{name: 僚, type: normal, grade: 2, power: 10000, {other}}}\n    deck: 10\n"
    r = _run("battle", a, "  - {do: attack, attacker: vanguard}\n")
    assert not r.main.rejected, other


# ------------------------------------------------------------------ 先駆 (14.8)

FORERUNNER_SPELLINGS = (
    {"text": "【自】：先駆"},
    {
        "text": "【自】：先駆（このユニットと同じクランのユニットにライドされた時、このユニットを(R)にコールしてよい）"
    },
    {"text": "先駆"},
    {"skills": "[forerunner]"},
)


@pytest.mark.parametrize("spelling", FORERUNNER_SPELLINGS)
def test_forerunner_calls_the_ridden_unit_14_8_2(spelling: dict[str, str]) -> None:
    """Ridden by a unit of its clan, the 先駆 unit may be called from the soul to a rear-guard
    circle (14.8.2, the 'ridden' trigger 6.3.5); cited."""
    first = _unit(name="先導者", grade="0", **spelling)
    r = _ride_run(first, "聖騎士")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_back") == ["先導者"] and zone(r, "A", "soul") == []
    assert "14.8.2" in cited(r)


def test_forerunner_ridden_by_another_clan_does_not_trigger() -> None:
    """The neighbour: ridden by a unit of another clan, 先駆 does not trigger — 先導者 stays in the
    soul."""
    first = _unit("【自】：先駆", name="先導者", grade="0")
    r = _ride_run(first, "ぬばたま")
    assert zone(r, "A", "soul") == ["先導者"] and zone(r, "A", "field.left_back") == []


def _ride_run(first: str, rider_clan: str) -> Any:
    a = (
        f"    vanguard: {first}\n    soul: 0\n"
        f"    hand: [{{name: 剣士, type: normal, grade: 1, power: 8000, clan: {rider_clan}}}]\n"
        "    deck: 10\n"
    )
    b = "  B: {vanguard: {name: 騎士, type: normal, grade: 0, power: 6000}, deck: 10}\n"
    src = (
        "game: vg\ntitle: t\nturn: {player: A, number: 1, phase: ride, first_player: A}\n"
        "players:\n  A:\n" + a + b + "actions:\n  - {do: ride_phase, card: 剣士}\n"
        "choices:\n  - {player: A, at: optional, choose: 'yes'}\n"
        "  - {player: A, at: circle, choose: left_back}\n"
    )
    return resolve(loads(src, "t.yaml"))


# ------------------------------------------------------------------ 天啓 (14.22)


@pytest.mark.parametrize(
    "line",
    (
        "【自】：天啓－(V)",
        "【自】：天啓－(V)（このユニットが(V)に登場した時、山札の一番上のカードを見る。そのカードをあなたのソウルに置いてよい。置いた場合、あなたのスタンド状態のリアガードを１枚選び、【レスト】する）",
        "【自】：このユニットが(V)に登場した時、山札の上から１枚見て、そのカードをソウルに置いてよい。置いた場合、あなたのスタンド状態のリアガードを１枚選び、【レスト】する。",
    ),
)
def test_revelation_on_ride_soul_then_rest_a_standing_rearguard_14_22_2(line: str) -> None:
    """天啓－(V) on a ride: the top card to the soul, then a standing rear-guard rested (14.22.2);
    the rear-guard chosen is on the field (not among the cards looked at), 「スタンド状態の」
    the standing one."""
    a = (
        "    vanguard: {name: 見習い, type: normal, grade: 2, power: 10000}\n    soul: 0\n"
        "    left_front: {name: 疲兵, type: normal, grade: 1, power: 8000, state: rest}\n"
        "    right_front: {name: 立兵, type: normal, grade: 1, power: 8000}\n"
        f'    hand: [{{name: 天の使い, type: normal, grade: 3, power: 13000, text: "{line}"}}]\n'
        "    deck: [{name: 啓示, type: normal, grade: 1}, 10]\n"
    )
    r = _run(
        "ride",
        a,
        "  - {do: ride_phase, card: 天の使い}\n",
        "  - {player: A, at: optional, choose: 'yes'}\n",
    )
    assert not unsupported(r), unsupported(r)
    assert "啓示" in zone(r, "A", "soul")
    rf = r.main.final.players["A"].zones["field.right_front"][0]
    assert rf.orientation == "rest"
    if "天啓" in line:
        assert "14.22.2" in cited(r)


def test_revelation_with_every_rearguard_rested_14_22_2_1() -> None:
    """Every rear-guard rested: the card still goes to the soul, the rest part is simply not done
    (14.22.2.1, cited)."""
    a = (
        "    vanguard: {name: 見習い, type: normal, grade: 2, power: 10000}\n    soul: 0\n"
        "    left_front: {name: 疲兵, type: normal, grade: 1, power: 8000, state: rest}\n"
        '    hand: [{name: 天の使い, type: normal, grade: 3, power: 13000, text: "【自】：天啓－(V)"}]\n'
        "    deck: [{name: 啓示, type: normal, grade: 1}, 10]\n"
    )
    r = _run(
        "ride",
        a,
        "  - {do: ride_phase, card: 天の使い}\n",
        "  - {player: A, at: optional, choose: 'yes'}\n",
    )
    assert "啓示" in zone(r, "A", "soul") and "14.22.2.1" in cited(r)


def test_revelation_on_a_rearguard_circle() -> None:
    """天啓－(R): the call to a rear-guard circle triggers it (the circle its keyword names)."""
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n    soul: 0\n"
        "    left_front: {name: 立兵, type: normal, grade: 1, power: 8000}\n"
        '    hand: [{name: 天兵, type: normal, grade: 1, power: 8000, text: "【自】：天啓－(R)"}]\n'
        "    deck: [{name: 啓示, type: normal, grade: 1}, 10]\n"
    )
    r = _run(
        "main",
        a,
        "  - {do: call, card: 天兵, circle: right_front}\n",
        "  - {player: A, at: optional, choose: 'yes'}\n",
    )
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "soul") == ["啓示"] and "14.22.2" in cited(r)


# ------------------------------------------------------------------ 救援 (14.19)


@pytest.mark.parametrize(
    ("line", "n"),
    (
        (
            "【自】：このユニットが(R)に登場した時、救援１（あなたのダメージゾーンからカードを１枚選び、それを回復し、あなたのヴァンガードを１枚選び、１ダメージ）",
            1,
        ),
        ("【自】：このユニットが(R)に登場した時、救援１。", 1),
        ("【自】：このユニットが(R)に登場した時、救援２。", 2),
        (
            "【自】：このユニットが(R)に登場した時、救援１（あなたのダメージゾーンからカードを１枚選び、それを回復し、あなたのヴァンガードを１枚選び、１ダメージ）。",
            1,
        ),
        ("【自】：このユニットが(R)に登場した時、救援２を行う。", 2),
        ("【自】：このユニットが(R)に登場した時、救援１する。", 1),
    ),
)
def test_rescue_heals_then_damages_the_vanguard_14_19_1_1(line: str, n: int) -> None:
    """救援N: N damage cards healed (to the drop, 7.20.1), then N damage to A's vanguard, checked
    by the rule process after the effect (7.35.2.2): back to as many damage cards."""
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        "    damage: [{name: 古傷, type: normal}, {name: 古傷二, type: normal}, 2]\n    drop: 0\n"
        f'    hand: [{{name: 救護兵, type: normal, grade: 1, power: 8000, text: "{line}"}}]\n'
        "    deck: [{name: 新傷, type: normal, grade: 1}, {name: 新傷二, type: normal, grade: 1}, 10]\n"
    )
    pick = "  - {player: A, choose: 古傷}\n" + (
        "  - {player: A, choose: 古傷二}\n" if n == 2 else ""
    )
    r = _run("main", a, "  - {do: call, card: 救護兵, circle: left_back}\n", pick)
    assert not unsupported(r), unsupported(r)
    assert len(zone(r, "A", "damage")) == 4 and "古傷" in zone(r, "A", "drop")
    assert {"14.19.1.1", "7.20.1"} <= cited(r)


# ------------------------------------------------------------------ 神託 (14.18) and the cost notation


@pytest.mark.parametrize(
    "line",
    (
        "【起】【(V)】神託【ターン1回】：【コスト】[手札から１枚捨てる]、２枚引く。",
        "【起】【(V)】神託【ターン1回】：【コスト】[手札から１枚捨てる]ことで、２枚引く。",
        "【起】【(V)】【ターン1回】神託：【コスト】[手札から１枚捨てる]ことで、２枚引く。",
    ),
)
def test_oracle_activated_checked_when_played_14_2_3_3_1(line: str) -> None:
    """神託 before or after the limit icon (14.7.2's places of a keyword) and the cost written
    「【コスト】[…]、」 (‘[(コスト)](効果)’, 11.1.1.1.1): played with 5 hand cards, it resolves
    though its cost leaves 4 (14.2.3.3.1); with 4 it cannot be played."""
    a = (
        f'    vanguard: {{name: 占い師, type: normal, grade: 3, power: 13000, text: "{line}"}}\n'
        "    hand: [{name: 捨札, type: normal, grade: 1}, HAND]\n"
        "    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 10]\n"
    )
    act = "  - {do: activate, card: 占い師}\n"
    pick = "  - {player: A, at: cost_card, choose: 捨札}\n"
    r = _run("main", a.replace("HAND", "4"), act, pick)
    assert not unsupported(r), unsupported(r)
    assert len(zone(r, "A", "hand")) == 6 and {"14.2.3.3.1", "14.18.3"} <= cited(r)
    low = _run("main", a.replace("HAND", "3"), act, pick)
    assert low.main.rejected and len(zone(low, "A", "hand")) == 4


# ------------------------------------------------------------------ 抵抗 (14.15) and 「すべて」 (7.50.1.2)


def test_resist_does_not_keep_a_unit_from_an_effect_on_all_7_50_1_2() -> None:
    """「相手のリアガードすべてを退却させる」 chooses nothing (7.50.1.2): B's 抵抗 rear-guard is
    retired with the other one; the step cites 7.50.1.2 and 14.15.1."""
    b = (
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        '    left_front: {name: 鉄壁, type: normal, grade: 2, power: 10000, text: "【永】【(R)】：抵抗"}\n'
        "    right_front: {name: 従騎士, type: normal, grade: 1, power: 8000}\n    drop: 0\n    deck: 10\n"
    )
    a = "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
    r = _run(
        "main",
        a,
        "  - {do: resolve_text, player: A, text: 相手のリアガードすべてを退却させる。}\n",
        b=b,
    )
    assert sorted(zone(r, "B", "drop")) == ["従騎士", "鉄壁"]
    assert {"7.50.1.2", "14.15.1"} <= cited(r)


def test_resist_keeps_a_unit_from_a_choice() -> None:
    """The neighbour: 「相手のリアガードを１枚選び、退却させる」 cannot choose the 抵抗 unit (7.50.2):
    the other one is retired."""
    b = (
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 鉄壁, type: normal, grade: 2, power: 10000, skills: [resist]}\n"
        "    right_front: {name: 従騎士, type: normal, grade: 1, power: 8000}\n    drop: 0\n    deck: 10\n"
    )
    a = "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
    r = _run(
        "main",
        a,
        "  - {do: resolve_text, player: A, text: 相手のリアガードを１枚選び、退却させる。}\n",
        b=b,
    )
    assert zone(r, "B", "drop") == ["従騎士"]


# ------------------------------------------------------------------ the scenario files


def test_the_r27_keyword_files_agree() -> None:
    """The round-27 blind files on chapter-14 keywords written as card-text lines agree."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "scenarios" / "vg"
    for n in ("001", "002", "004", "006", "007", "008", "013", "015", "016"):
        (path,) = root.glob(f"r27_{n}_*.yaml")
        from ruling.resolve import resolve_file

        assert not check_expect(resolve_file(path)), path.name


# ------------------------------------------------------------------ 竜炎 (14.23), 暴喰 (14.26)


def _power(r: Any, where: str, player: str = "A") -> int:
    from tests.ruling.test_vg_constructions import value

    return value(r, "power", player, where)


STATE_READ = "【永】【(V)】：このユニットがSTATE状態なら、このユニットのパワー＋10000。"


@pytest.mark.parametrize("line", ("【自】【(V)】：竜炎", "竜炎", "【自】：竜炎（…）"))
def test_blaze_at_the_attack_step_start_14_23_1(line: str) -> None:
    """竜炎: at the start of A's attack step, with more rear-guards than B, A's vanguard is in the
    state 竜炎 for the turn (a named state another text reads: +10000); with as many, it is not
    (the neighbour)."""
    text = line + "\\n" + STATE_READ.replace("STATE", "竜炎")
    rg = "    left_front: {name: 甲, type: normal, grade: 1, power: 8000}\n"
    rg2 = "    right_front: {name: 乙, type: normal, grade: 1, power: 8000}\n"
    a = (
        f'    vanguard: {{name: 竜王, type: normal, grade: 3, power: 13000, text: "{text}"}}\n'
        + rg
        + rg2
        + "    deck: 10\n"
    )
    b1 = B + "    left_front: {name: 丙, type: normal, grade: 1, power: 8000}\n"
    attack = "  - {do: attack, attacker: left_front, target: vanguard}\n"
    r = _run("battle", a, attack, b=b1)
    assert not unsupported(r), unsupported(r)
    assert _power(r, "field.vanguard") == 23000 and "14.23.1" in cited(r)
    b2 = b1 + "    right_front: {name: 丁, type: normal, grade: 1, power: 8000}\n"
    even = _run("battle", a, attack, b=b2)
    assert _power(even, "field.vanguard") == 13000


@pytest.mark.parametrize("line", ("【自】【(R)】：暴喰", "暴喰"))
def test_overeat_retires_and_puts_the_unit_in_its_state_14_26_1(line: str) -> None:
    """暴喰: when it attacks, A may retire another rear-guard; having done so, the unit is in the
    state 暴喰 for the turn (read: +10000); declined, it is not."""
    text = line + "\\n" + STATE_READ.replace("STATE", "暴喰").replace("(V)", "(R)")
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        f'    left_front: {{name: 喰竜, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
        "    right_front: {name: 餌, type: normal, grade: 1, power: 8000}\n    deck: 10\n"
    )
    attack = "  - {do: attack, attacker: left_front, target: vanguard}\n"
    yes = "  - {player: A, at: optional, choose: 'yes'}\n  - {player: A, choose: 餌}\n"
    r = _run("battle", a, attack, yes)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "drop") == ["餌"] and _power(r, "field.left_front") == 20000
    assert "14.26.1" in cited(r)
    no = _run("battle", a, attack, "  - {player: A, at: optional, choose: 'no'}\n")
    assert zone(no, "A", "drop") == [] and _power(no, "field.left_front") == 10000


@pytest.mark.parametrize(
    "line",
    (
        "【永】【(R)】雷激(3)：このユニットのパワー＋5000。",
        "【永】【(R)】雷激３：このユニットのパワー＋5000。",
    ),
)
def test_thunderstrike_with_its_number_as_the_rules_print_it_14_28_2(line: str) -> None:
    """‘雷激(数値)’ (14.28.2) printed with its parentheses or without: on with 3 cards in B's bind
    zone (14.28.3), off with 2."""
    for bound, power in ((3, 17000), (2, 12000)):
        a = f"    left_front: {_unit(line)}\n    vanguard: {{name: 竜王, type: normal, grade: 3, power: 13000}}\n    deck: 10\n"
        b = B + f"    bind: {bound}\n"
        r = _run("main", a, f"  - {{do: check, state: {{B.bind: {bound}}}}}\n", b=b)
        assert not unsupported(r), unsupported(r)
        assert _power(r, "field.left_front") == power, (line, bound)


def test_rescue_then_another_step_in_its_sentence() -> None:
    """「救援１し、１枚引く」: the keyword's steps, then the draw."""
    line = "【自】：このユニットが(R)に登場した時、救援１し、１枚引く。"
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        "    damage: [{name: 古傷, type: normal}, 3]\n    drop: 0\n"
        f'    hand: [{{name: 救護兵, type: normal, grade: 1, power: 8000, text: "{line}"}}]\n'
    )
    a += "    deck: [{name: 新傷, type: normal, grade: 1}, {name: 引札, type: normal, grade: 1}, 10]\n"
    r = _run(
        "main",
        a,
        "  - {do: call, card: 救護兵, circle: left_back}\n",
        "  - {player: A, choose: 古傷}\n",
    )
    assert not unsupported(r), unsupported(r)
    assert len(zone(r, "A", "damage")) == 4 and "古傷" in zone(r, "A", "drop")
    assert len(zone(r, "A", "hand")) == 1 and "14.19.1.1" in cited(r)


# ------------------------------------------------------------------ skill lines with a zone label (14.5, 11.4.4)


@pytest.mark.parametrize(
    ("line", "boosted"),
    (("【永】【(R)】：ブースト", True), ("【永】【(V)】：ブースト", False), ("ブースト", True)),
)
def test_a_skill_line_with_its_zone_label(line: str, boosted: bool) -> None:
    """「【永】【(R)】：ブースト」: the rear-guard has 『ブースト』 where the label says (11.4.4) and
    boosts (14.5.2); labelled (V), it has none on a rear-guard circle and the boost is refused."""
    a = (
        "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 甲, type: normal, grade: 2, power: 10000}\n"
        f'    left_back: {{name: 支援, type: normal, grade: 1, power: 8000, text: "{line}"}}\n'
        "    deck: 10\n"
    )
    r = _run(
        "battle", a, "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}\n"
    )
    assert not unsupported(r), unsupported(r)
    rested = r.main.final.players["A"].zones["field.left_back"][0].orientation == "rest"
    assert rested == boosted, line
