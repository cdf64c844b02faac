"""VG card-text constructions of round 17 (s13vg; issue 12: constructions found refused across
cards_r16, cards_r15, cards_r14 and the real dev list, each made to work wherever the grammar
produces it), each on a minimal text of its own and a board (docs/cardtext.md, "VG round 17")."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run


def _compiled(text: str, kind: str = "ノーマルユニット") -> list:
    from ruling import abilities as A
    from ruling.rules import get_game

    get_game("vg")  # registers the Vanguard compiler
    return list(A._abilities("vg", text, kind))


def _form(text: str) -> str:
    """The form the grammar gives the condition's clause of ``text`` (its one sentence)."""
    from grammar.parse import parse_card

    (ab,) = parse_card(text, "vg").card.abilities
    cond = ab.condition or ab.effect.sentences[-1].steps[0].condition
    return cond.clause.form.value


# ------------------------------------------------------------------ 「…していた / していなかったなら」

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1}]}"
RETIRE_THEN_ASK = (
    "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1}, "
    "{do: activate, card: 剣士, ability: 2}]}"
)
RETIRE = "【起】【(R)】：相手のリアガードを１枚選び、退却させる。\\n"


@pytest.mark.parametrize(
    ("said", "form"),
    [
        ("退却していた", "progressive_past"),
        ("退却していなかった", "progressive_neg_past"),
        ("アタックしていた", "progressive_past"),
        ("登場していなかった", "progressive_neg_past"),
    ],
)
def test_the_grammar_types_the_past_perfect_as_one_form(said: str, form: str) -> None:
    """「…していた」 / 「…していなかった」 is one verb form (before: the te-form and a bare 「いた」,
    which each compiler read apart)."""
    assert (
        _form(
            f"【永】【(R)】：このターンに相手のリアガードが{said}なら、このユニットのパワー＋5000。"
        )
        == form
    )


@pytest.mark.parametrize(
    ("wording", "retired", "draws"),
    [
        ("このターンに相手のリアガードが退却していた", True, True),
        ("このターンに相手のリアガードが退却していた", False, False),
        ("このターンに相手のリアガードが退却していなかった", True, False),
        ("このターンに相手のリアガードが退却していなかった", False, True),
        # the present perfect says the same
        ("このターンに相手のリアガードが退却している", True, True),
        ("このターンに相手のリアガードが退却していない", False, True),
    ],
)
def test_what_had_happened_this_turn(wording: str, retired: bool, draws: bool) -> None:
    """「このターンに相手のリアガードが退却していたなら、１枚引く」: what had happened this turn by
    the time the condition is read, as 「…しているなら」 (the turn's record, as a trigger reads
    the event); the negative 「…していなかったなら」 its opposite."""
    text = RETIRE + f"【起】【(R)】：{wording}なら、１枚引く。"
    acts = (
        RETIRE_THEN_ASK
        if retired
        else ("  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 2}]}")
    )
    r = run(text, actions=acts)
    assert not unsupported(r)
    assert zone(r, "B", "drop") == (["槍兵"] if retired else [])
    assert zone(r, "A", "hand") == (["山1"] if draws else [])


def test_how_many_times_it_had_happened_in_a_continuous_ability() -> None:
    """【永】「あなたのターン中、このターンにあなたのヴァンガードが１回以上アタックしていたなら、
    このユニットのパワー＋5000」: after the vanguard's attack 剣士 has 15000 and hits 騎士's
    13000 (two damage in all); attacking alone it has 10000 and does not (none)."""
    text = (
        "【永】【(R)】：あなたのターン中、このターンにあなたのヴァンガードが１回以上アタックしていたなら、"
        "このユニットのパワー＋5000。"
    )
    alone = run(text, actions=ATTACK)
    assert not unsupported(alone) and zone(alone, "B", "damage") == []
    both = "  - {do: attack, attacker: vanguard, target: vanguard}\n" + ATTACK
    after = run(text, actions=both)
    assert not unsupported(after) and len(zone(after, "B", "damage")) == 2


def test_in_that_battle_it_had_happened() -> None:
    """「このユニットがアタックしたバトル終了時、そのバトルでアタックがヒットしていたなら、１枚
    引く」: 「そのバトル」 is the battle the trigger spoke of, read as 「このバトルで」 (since it
    began) — a hit: a draw; a miss: none."""
    text = (
        "【自】【(R)】：このユニットがアタックしたバトル終了時、そのバトルでアタックがヒットしていたなら、"
        "１枚引く。"
    )
    hit = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 5000}")
    assert not unsupported(hit) and zone(hit, "A", "hand") == ["山1"]
    miss = run(text, actions=ATTACK)
    assert not unsupported(miss) and zone(miss, "A", "hand") == []


def test_instead_when_it_had_happened() -> None:
    """「このユニットがアタックした時、１枚引く。このターンにあなたのヴァンガードがアタックしていた
    なら、かわりに２枚引く」: the condition of 「かわりに」 (11.3.1.3.4) in the past perfect — the
    vanguard attacked first: two; 剣士 attacking alone: one."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、１枚引く。"
        "このターンにあなたのヴァンガードがアタックしていたなら、かわりに２枚引く。"
    )
    strong = "{name: 騎士, grade: 3, power: 30000}"
    alone = run(text, actions=ATTACK, opponent=strong)
    assert not unsupported(alone) and zone(alone, "A", "hand") == ["山1"]
    both = "  - {do: attack, attacker: vanguard, target: vanguard}\n" + ATTACK
    after = run(text, actions=both, opponent=strong)
    assert not unsupported(after) and len(zone(after, "A", "hand")) == 2 + 1  # and a drive check


@pytest.mark.parametrize(
    "text",
    [
        # a state at an earlier moment: the board now does not show it
        "【永】【(R)】：このユニットが【レスト】していたなら、このユニットのパワー＋5000。",
        # no time given: which ride is not said (no rule defines a unit's persona-ridden state)
        "【自】：このユニットが(R)に登場した時、あなたのヴァンガードがペルソナライドしていたなら、１枚引く。",
    ],
)
def test_a_past_perfect_without_its_time_stays_refused(text: str) -> None:
    (ab,) = _compiled(text)
    assert not ab.supported and ab.reason


# ------------------------------------------------------------------ 「このユニットのアタックしたバトル終了時」


@pytest.mark.parametrize("particle", ["の", "が"])
def test_a_subject_marked_by_no_in_a_battle_end_trigger_10_8_1_1(particle: str) -> None:
    """「このユニットのアタックしたバトル終了時、１枚引く」: の marks the subject of the relative
    clause as が does (「このユニットがアタックしたバトル終了時」) — 剣士's own attack: a draw at
    the close step (10.8.1.1); the vanguard's attack alone: none."""
    text = f"【自】【(R)】：このユニット{particle}アタックしたバトル終了時、１枚引く。"
    own = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 30000}")
    assert not unsupported(own) and zone(own, "A", "hand") == ["山1"]
    other = run(
        text,
        actions="  - {do: attack, attacker: vanguard, target: vanguard}",
        opponent="{name: 騎士, grade: 3, power: 30000}",
    )
    assert not unsupported(other) and len(zone(other, "A", "hand")) == 1  # the drive check only


def test_a_subject_marked_by_no_of_another_unit() -> None:
    """「あなたのリアガードのアタックしたバトル終了時」 on the vanguard: a rear-guard's attack — a
    draw; the vanguard's own — none beyond its drive check."""
    text = "【自】【(V)】：あなたのリアガードのアタックしたバトル終了時、１枚引く。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    strong = "{name: 騎士, grade: 3, power: 30000}"
    rg = run("", actions=ATTACK, vanguard=vg, opponent=strong)
    assert not unsupported(rg) and zone(rg, "A", "hand") == ["山1"]
    own = run(
        "",
        actions="  - {do: attack, attacker: vanguard, target: vanguard}",
        vanguard=vg,
        opponent=strong,
    )
    assert not unsupported(own) and len(zone(own, "A", "hand")) == 1


# ------------------------------------------------------------------ 「チャージしたカード」


@pytest.mark.parametrize(
    ("said", "grade", "draws"),
    [
        ("チャージしたカード", 1, True),
        ("チャージしたカード", 2, False),
        ("ソウルチャージしたカード", 1, True),
    ],
)
def test_the_card_the_charge_put_7_27_1(said: str, grade: int, draws: bool) -> None:
    """「【ソウルチャージ】(1)。チャージしたカードがグレード１なら、１枚引く」: the card the soul
    charge put into the soul (7.27.1: the deck's top card, 山1 of grade 1) — grade 1: a draw
    (山2); grade 2 asked: none."""
    text = f"【起】【(R)】：【ソウルチャージ】(1)。{said}がグレード{grade}なら、１枚引く。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and zone(r, "A", "soul") == ["山1"]
    assert zone(r, "A", "hand") == (["山2"] if draws else [])


@pytest.mark.parametrize(("grade", "draws"), [(2, True), (3, False)])
def test_among_the_cards_the_charge_put(grade: int, draws: bool) -> None:
    """「【ソウルチャージ】(2)。チャージしたカードにグレード２があるなら、１枚引く」: among the two
    cards charged (山1 grade 1, 山2 grade 2) there is a grade 2: a draw; a grade 3: none."""
    text = f"【起】【(R)】：【ソウルチャージ】(2)。チャージしたカードにグレード{grade}があるなら、１枚引く。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and sorted(zone(r, "A", "soul")) == ["山1", "山2"]
    assert len(zone(r, "A", "hand")) == (1 if draws else 0)


# ------------------------------------------------------------------ 「あなたのリアガードにXがいる」


@pytest.mark.parametrize(
    ("wording", "behind", "power"),
    [
        ("あなたのリアガードにグレード０のユニットがいる", 0, 13000),
        ("あなたのリアガードにグレード０のユニットがいる", 1, 10000),
        ("あなたのリアガードにグレード０のユニットがいない", 1, 13000),
        ("あなたのリアガードに「英雄」を含むユニットが２枚以上いる", 0, 13000),
        ("あなたのリアガードに「英雄」を含むユニットが３枚以上いる", 0, 10000),
    ],
)
def test_existence_among_cards_not_a_zone(wording: str, behind: int, power: int) -> None:
    """「あなたのリアガードにグレード０のユニットがいるなら」: the place is cards (a kind), not a
    zone — among your rear-guards, those the subject describes (英雄の剣士 itself is one of
    them): a grade-0 英雄 behind it gives +3000; a grade-1 one does not; 「いない」 the reverse;
    「「英雄」を含むユニットが２枚以上」 counts the two 英雄 rear-guards."""
    from tests.ruling.test_vg_constructions import value

    text = f"【永】【(R)】：{wording}なら、このユニットのパワー＋3000。"
    extra = f"left_back: {{name: 英雄の弓, type: normal, grade: {behind}, power: 5000}}"
    r = _hero_run(text, extra)
    assert not unsupported(r)
    assert value(r, "power") == power


def _hero_run(text: str, extra: str):  # noqa: ANN202 - a ruling
    """The ruling with the unit of ``text`` named 英雄の剣士 (it contains 「英雄」 too)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads
    from tests.ruling.boards import vg_card_board

    src = vg_card_board(text, "  - {do: stand_phase}", extra=extra, damage="[]")
    return resolve(loads(src.replace("name: 剣士", "name: 英雄の剣士"), "t.yaml"))


# ------------------------------------------------------------------ 「このターンのN回目のアタック」

TWO_ATTACKS = "  - {do: attack, attacker: vanguard, target: vanguard}\n" + ATTACK


@pytest.mark.parametrize(
    "wording",
    [
        "このターンのアタックが２回目以降",
        "このターンの２回目以降のアタック",
        "このターン２回目以降のバトル",
    ],
)
def test_the_attack_counted_in_the_turn_10_3_1_3(wording: str) -> None:
    """「このユニットがアタックした時、このターンのアタックが２回目以降なら、１枚引く」: the attack
    in progress counted among this turn's attacks, each beginning one battle (10.3.1.3) — after
    the vanguard's attack, 剣士's is the second: a draw (beside the vanguard's drive check); as
    the first attack of the turn: none."""
    text = f"【自】【(R)】：このユニットがアタックした時、{wording}なら、１枚引く。"
    strong = "{name: 騎士, grade: 3, power: 30000}"
    first = run(text, actions=ATTACK, opponent=strong)
    assert not unsupported(first) and zone(first, "A", "hand") == []
    second = run(text, actions=TWO_ATTACKS, opponent=strong)
    assert not unsupported(second) and len(zone(second, "A", "hand")) == 2


# ------------------------------------------------------------------ 「退却させたユニットが…なら」

TWO_OWN = "right_front: {name: 槍, type: normal, grade: 1}\n    left_back: {name: 弓, type: normal, grade: 1}"


@pytest.mark.parametrize(("extra", "draws"), [(TWO_OWN, True), ("", False)])
def test_how_many_cards_the_step_before_retired_11_2_3(extra: str, draws: bool) -> None:
    """「あなたの他のリアガードを２枚まで選び、退却させる。退却させたユニットが２枚なら、１枚引く」:
    a causative past before a noun describes it (the grammar: 「退却させたユニット」, a relative
    clause) — the units that step retired, counted (11.2.3): both chosen and retired, a draw;
    none there to retire, none."""
    text = (
        "【起】【(R)】：あなたの他のリアガードを２枚まで選び、退却させる。"
        "退却させたユニットが２枚なら、１枚引く。"
    )
    from tests.ruling.test_vg_constructions_r13 import picks

    r = run(text, actions=ACTIVATE, extra=extra, choices=picks("槍", "弓") if extra else "")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == (["山1"] if draws else [])


@pytest.mark.parametrize(("grade", "draws"), [(2, True), (3, False)])
def test_what_the_unit_retired_was(grade: int, draws: bool) -> None:
    """「相手のリアガードを１枚選び、退却させる。退却させたユニットがグレード２以上なら、１枚引く」:
    槍兵 (grade 2) retired — grade 2 or more, a draw; grade 3 or more, none."""
    text = (
        "【起】【(R)】：相手のリアガードを１枚選び、退却させる。"
        f"退却させたユニットがグレード{grade}以上なら、１枚引く。"
    )
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert zone(r, "A", "hand") == (["山1"] if draws else [])


# ------------------------------------------------------------------ 「あなたのリアガードのいない(R)」


@pytest.mark.parametrize(("n", "draws"), [(4, True), (5, False)])
def test_circles_with_no_rearguard_4_9_2_6(n: int, draws: bool) -> None:
    """「あなたのリアガードのいない(R)が４つ以上あるなら、１枚引く」: the owner printed before the
    rear-guard describes the circle, and the circle holds no unit (as 「ユニットのいない」) — 剣士
    on one of A's five (R): four empty, a draw at 4, none at 5."""
    text = f"【起】【(R)】：あなたのリアガードのいない(R)が{n}つ以上あるなら、１枚引く。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == (["山1"] if draws else [])


def test_a_front_row_circle_with_no_rearguard() -> None:
    """「このユニットを前列のリアガードのいない(R)に移動させる」 reads as 「…ユニットのいない前列の
    (R)」: the same program."""
    (a,) = _compiled("【起】【(R)】：このユニットを前列のリアガードのいない(R)に移動させる。")
    (b,) = _compiled("【起】【(R)】：このユニットをユニットのいない前列の(R)に移動させる。")
    assert a.supported and a.program == b.program


# ------------------------------------------------------------------ 「この能力は１ターンにN回まで発動する」

RG_TWICE = ATTACK + "\n  - {do: attack, attacker: right_front, target: vanguard}"
SECOND_RG = "right_front: {name: 槍, type: normal, grade: 1, power: 6000}"


@pytest.mark.parametrize(
    ("limit", "draws"),
    [("１ターンに１回だけ発動する", 1), ("１ターンに２回まで発動する", 2), ("", 2)],
)
def test_how_many_times_an_auto_ability_triggers_7_15_1_3(limit: str, draws: int) -> None:
    """「あなたのリアガードがアタックした時、１枚引く。この能力は１ターンに１回だけ発動する」: an
    automatic ability 発動する when it triggers and becomes pending (7.15.1.3) — two rear-guard
    attacks: once only, one draw (the second does not trigger, 7.15.1.3.2); up to twice, or with
    no limit, two."""
    text = "【自】【(V)】：あなたのリアガードがアタックした時、１枚引く。" + (
        f"この能力は{limit}。" if limit else ""
    )
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    strong = "{name: 騎士, grade: 3, power: 30000}"
    r = run("", actions=RG_TWICE, vanguard=vg, opponent=strong, extra=SECOND_RG)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == draws
    if limit.startswith("１ターンに１回"):
        said = {c for s in r.main.trace.steps for c in s.clauses}
        assert "7.15.1.3.2" in said


def test_a_limit_of_triggers_on_an_activated_ability_counts_its_plays() -> None:
    """On an activated ability 発動する is playing and resolving it (7.15.1.2): its plays are
    counted, as 「使える」 (round 23, s19vg3; board test in test_vg_cardtext_r23c.py)."""
    (ab,) = _compiled("【起】【(V)】：１枚引く。この能力は１ターンに１回だけ発動する。")
    assert ab.supported and ("uses_per_turn", 1) in ab.program.params


# ------------------------------------------------------------------ 「あなたのターンなら」 / 「…にいる」


@pytest.mark.parametrize(("whose", "draws"), [("あなた", True), ("相手", False)])
def test_whose_turn_it_is(whose: str, draws: bool) -> None:
    """「あなたのターンなら、１枚引く」: it is that player's turn, as 「あなたのターン中、」 says —
    played in A's main phase: a draw for 「あなたのターン」, none for 「相手のターン」."""
    r = run(f"【起】【(R)】：{whose}のターンなら、１枚引く。", actions=ACTIVATE)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == (["山1"] if draws else [])


def test_a_column_as_the_place_of_a_relative_clause_4_9_1_1() -> None:
    """「このユニットと同じ縦列にいるあなたのリアガードすべて」 is 「このユニットと同じ縦列のあなたの
    リアガードすべて」: a column is a place (4.9.1.1) — the same program."""
    (a,) = _compiled(
        "【永】【(R)】：このユニットと同じ縦列にいるあなたのリアガードすべてのパワー＋2000。"
    )
    (b,) = _compiled(
        "【永】【(R)】：このユニットと同じ縦列のあなたのリアガードすべてのパワー＋2000。"
    )
    assert a.supported and a.program == b.program


# ------------------------------------------------------------------ 【永】「後列からアタックできる」


@pytest.mark.parametrize(
    ("text", "attacks"),
    [
        ("【永】【(R)】：このユニットは後列からアタックできる。", True),
        (
            "【永】【(R)】：あなたのヴァンガードが「竜」を含むなら、このユニットは後列からでもアタックできる。",
            True,
        ),
        (
            "【永】【(R)】：あなたのヴァンガードが「鳥」を含むなら、このユニットは後列からでもアタックできる。",
            False,
        ),
        ("", False),
    ],
)
def test_a_continuous_permission_to_attack_from_the_back_row_10_4_1_3(
    text: str, attacks: bool
) -> None:
    """【永】「このユニットは後列からアタックできる」: the text lets the unit attack from the back row
    over the rule's front row (10.4.1.3, 1.3.1) while the ability applies — 弓兵 on the back
    circle attacks (8000 + 0 against 5000: a damage); its condition unmet, or no text: the
    attack is refused."""
    back = f'left_back: {{name: 弓兵, type: normal, grade: 1, power: 8000, text: "{text}"}}'
    r = run(
        "",
        actions="  - {do: attack, attacker: left_back, target: vanguard}",
        extra=back,
        opponent="{name: 騎士, grade: 3, power: 5000}",
    )
    assert not unsupported(r)
    assert (len(zone(r, "B", "damage")) == 1) is attacks
    assert bool(r.main.rejected) is not attacks


# ------------------------------------------------------------------ 「…したとき、」 / 「…されていたなら」


@pytest.mark.parametrize("when", ["とき", "ときに"])
def test_a_trigger_spelled_toki(when: str) -> None:
    """「このユニットがアタックしたとき、１枚引く」: 時 spelled in kana (the clause grammar's
    ``when`` variants) closes the trigger as 時 does — the same program; a draw at the attack."""
    (a,) = _compiled(f"【自】【(R)】：このユニットがアタックした{when}、１枚引く。")
    (b,) = _compiled("【自】【(R)】：このユニットがアタックした時、１枚引く。")
    assert a.supported and a.program == b.program
    r = run(
        f"【自】【(R)】：このユニットがアタックした{when}、１枚引く。",
        actions=ATTACK,
        opponent="{name: 騎士, grade: 3, power: 30000}",
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]


VG_THEN_RG = (
    "  - {do: attack, attacker: vanguard, target: vanguard}\n"
    "  - {do: attack, attacker: left_front, target: right_front}"
)
RG_ONLY = "  - {do: attack, attacker: left_front, target: right_front}"


@pytest.mark.parametrize(
    ("wording", "vanguard_first", "draws"),
    [
        ("相手のヴァンガードがアタックされていた", True, True),
        ("相手のヴァンガードがアタックされていた", False, False),
        ("相手のヴァンガードがアタックされていなかった", False, True),
        ("相手のヴァンガードがアタックされていなかった", True, False),
    ],
)
def test_the_passive_past_perfect_this_turn(
    wording: str, vanguard_first: bool, draws: bool
) -> None:
    """「このユニットがアタックした時、このターンに相手のヴァンガードがアタックされていたなら、１枚
    引く」: the passive perfect told in the past, with its time, as 「…されている」 — A's vanguard
    attacked B's first: a draw at 剣士's attack on 槍兵; 剣士 alone: none; the negative the
    reverse. (The vanguard's drive check adds a card of its own.)"""
    text = f"【自】【(R)】：このユニットがアタックした時、このターンに{wording}なら、１枚引く。"
    strong = "{name: 騎士, grade: 3, power: 30000}"
    r = run(text, actions=VG_THEN_RG if vanguard_first else RG_ONLY, opponent=strong)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == int(vanguard_first) + int(draws)


def test_a_passive_past_perfect_without_its_time_stays_refused() -> None:
    (ab,) = _compiled(
        "【永】【(R)】：このユニットがアタックされていたなら、このユニットのパワー＋5000。"
    )
    assert not ab.supported and ab.reason


# ------------------------------------------------------------------ 「…がN枚以下なら」


@pytest.mark.parametrize(("wording", "draws"), [("１枚以下", True), ("０枚以下", False)])
def test_at_most_n_cards_there(wording: str, draws: bool) -> None:
    """「相手の(R)にリアガードがN枚以下なら、１枚引く」: how many there are, compared (以下: at
    most) — B has one rear-guard (槍兵): at most one, a draw; at most none, none."""
    r = run(f"【起】【(R)】：相手の(R)にリアガードが{wording}なら、１枚引く。", actions=ACTIVATE)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == (["山1"] if draws else [])
