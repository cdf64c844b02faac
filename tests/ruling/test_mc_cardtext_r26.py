"""Monster Collection (mc), round 26 (s22mc), issue 12: families read in general form, each run
on a board with the neighbour that must not change (docs/cardtext.md "MC round 26 (s22mc)").

1. A value change or setting however it is printed (4.6.2, 4.6.4): 「Xの攻撃力を+nする」,
   「Xの「攻撃力」を+nする」, 「Xの攻撃力と防御力を+nする」, the passive 「Xの攻撃力は+nされる」,
   「Xは「攻撃力:+n」となる / を得る」, 「Xを「攻撃力:n」にする」, 「Xの攻撃力はnになる」 — each the
   program of MC's own notation 「Xを「攻撃力:+n」する」 / 「Xの攻撃力をnにする」.
2. A duration said as a sentence of its own, 「この効果は<X>まで持続する」, for any X a step's own
   「Xまで、」 is read with (the battle's end, 4.6.9 / 10.14.6; the turn's end, 1.3.1), and a
   period printed as a clause of its own 「この戦闘中、…」 (the shared ``periods_onto_steps``).
"""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_HEAD = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
_SUMMON = "  - {do: summon_phase, actions: []}\n"


def _ab(text: str, card_type: str = "unit") -> object:
    (ab,) = _abilities("mc", text.replace("\\n", "\n"), card_type)
    return ab


def _run(text: str, phases: str = "") -> dict[str, object]:
    """A's 術士 (the text under test) and 兵 (level 1, attack 1, defence 3) on c2; A uses 術士's
    ability on 兵 in the main phase (with ``phases``: the phase run to its end, then those);
    兵's values asked."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest=(
            "actions:\n  - {do: main_phase, actions: [{do: use, card: 術士, target: 兵}]}\n"
            if phases
            else "actions:\n  - {do: use, card: 術士, target: 兵}\n"
        )
        + f"{phases}ask: [兵.attack, 兵.defense, 兵.level]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return {"state": dict(r.outcome["state"]), "decided_by": set(r.decided_by)}


# --- 1. value changes however printed -------------------------------------------------------


@pytest.mark.parametrize(
    "step",
    [
        "対象を「攻撃力:+2」する。",  # the notation itself (the neighbour every form must equal)
        "対象の攻撃力を+2する。",
        "対象の「攻撃力」を+2する。",
        "対象の攻撃力は+2される。",
        "対象は「攻撃力:+2」となる。",
        "対象は「攻撃力:+2」を得る。",
    ],
)
def test_a_value_change_however_printed(step: str) -> None:
    """Each form raises 兵's attack by 2 (1 -> 3, 4.6.2), its defence untouched."""
    got = _run(_HEAD + step)["state"]
    assert (got["兵.attack"], got["兵.defense"]) == (3, 3)


@pytest.mark.parametrize("step", ["対象の防御力を-2する。", "対象の防御力は-2される。"])
def test_a_value_lowered_however_printed(step: str) -> None:
    got = _run(_HEAD + step)["state"]
    assert (got["兵.attack"], got["兵.defense"]) == (1, 1)


def test_two_values_joined_by_to_each_change() -> None:
    """「対象の攻撃力と防御力を+1する」: both values change (4.6.2), the level does not."""
    got = _run(_HEAD + "対象の攻撃力と防御力を+1する。")["state"]
    assert (got["兵.attack"], got["兵.defense"], got["兵.level"]) == (2, 4, 1)


@pytest.mark.parametrize(
    "step", ["対象の攻撃力を0にする。", "対象を「攻撃力:0」にする。", "対象の攻撃力は0になる。"]
)
def test_a_value_set_however_printed(step: str) -> None:
    """Set to 0 (4.6.4: counted as a change of -1 from what it is); defence untouched."""
    got = _run(_HEAD + step)["state"]
    assert (got["兵.attack"], got["兵.defense"]) == (0, 3)


@pytest.mark.parametrize(
    ("variant", "canonical"),
    [
        ("対象の攻撃力を+2する。", "対象を「攻撃力:+2」する。"),
        ("対象のレベルを-1する。", "対象を「レベル:-1」する。"),
        ("対象を「防御力:3」にする。", "対象の防御力を3にする。"),
    ],
)
def test_the_forms_compile_to_the_notations_program(variant: str, canonical: str) -> None:
    a, b = _ab(_HEAD + variant), _ab(_HEAD + canonical)
    assert a.supported and b.supported  # type: ignore[attr-defined]
    assert a.program.steps == b.program.steps  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "対象の攻撃力を2倍にする。",  # no multiplication in the rules (4.6): refused, not guessed
        "対象のチャージを+1する。",  # not a value of 2.1.15-2.1.17
    ],
)
def test_other_changes_stay_refused(text: str) -> None:
    ab = _ab(_HEAD + text)
    assert not ab.supported and ab.reason  # type: ignore[attr-defined]


# --- 2. a duration said of the effect, a period as a clause of its own ---------------------


@pytest.mark.parametrize(
    "text",
    [
        "対象を「攻撃力:+3」する。この効果はターン終了時まで持続する。",
        "対象に「攻撃力:+3」を付与する。効果はターン終了時まで持続する。",
        "ターン終了時まで、対象に「攻撃力:+3」を付与する。",
    ],
)
def test_a_turn_long_duration_said_of_the_effect(text: str) -> None:
    """The +3 outlasts the main phase (1.3.1 over 4.6.9): read as the step's own duration."""
    assert _run(_HEAD + text, _SUMMON)["state"]["兵.attack"] == 4


def test_the_neighbour_without_the_sentence_ends_with_the_phase() -> None:
    assert _run(_HEAD + "対象を「攻撃力:+3」する。", _SUMMON)["state"]["兵.attack"] == 1


def test_the_duration_sentence_reaches_every_step_before_it() -> None:
    ab = _ab(
        _HEAD + "対象を「攻撃力:+1」する。対象に「種族:ドラゴン」を付与する。"
        "この効果はターン終了時まで持続する。"
    )
    assert ab.supported  # type: ignore[attr-defined]
    assert [getattr(x, "turn", None) for x in ab.program.steps] == [True, True]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        # corrected (round 53, s50mcT): the game's end is now read (10.7.1's 「このゲーム中」:
        # test_mc_r53_s50mcT_durations); a limit no step reads: 自軍ターン on a [普通] ability
        "□[普通]x\\n〈対象:自軍ユニット1体〉\\n対象に「攻撃力:+1」を付与する。"
        "この効果は自軍ターン終了時まで持続する。",
        # a battle's end on an ability usable outside a battle (4.6.9 / 10.14.6 are a battle's)
        "対象に「攻撃力:+1」を付与する。この効果は戦闘終了時まで持続する。",
    ],
)
def test_other_durations_stay_refused(text: str) -> None:
    ab = _ab(text if text.startswith("□") else _HEAD + text)
    assert not ab.supported  # type: ignore[attr-defined]


@pytest.mark.parametrize("period", ["この戦闘中、", "戦闘中、"])
def test_a_period_printed_as_a_clause_of_its_own(period: str) -> None:
    """「この戦闘中、対象を「防御力:+3」する」 on a battle-timed ability: the program of
    「この戦闘の間、…」 (the battle's duration, 4.6.9)."""
    head = "◎[対抗]骨の壁\\n〈対象:自軍ユニット1体〉\\n"
    a = _ab(head + period + "対象を「防御力:+3」する。")
    b = _ab(head + "この戦闘の間、対象を「防御力:+3」する。")
    assert a.supported and b.supported  # type: ignore[attr-defined]
    assert a.program == b.program  # type: ignore[attr-defined]


def test_a_period_on_an_ability_usable_outside_a_battle_is_refused() -> None:
    ab = _ab(_HEAD + "この戦闘中、対象を「防御力:+3」する。")
    assert not ab.supported  # type: ignore[attr-defined]


# --- 3. whose turn it is: 「自軍 / 敵軍ターンの場合」, 「自軍が進軍側の場合」 (1.3.7, 7.1.2.1) --------


def _use(
    text: str, *, defense: int = 3, turn: str = "A", soldier: str = "", a_top: str = ""
) -> dict[str, object]:
    """A's 術士 (defence ``defense``) uses its ability on A's 兵 (attack 1; ``soldier``: more of
    its fields) during ``turn``'s main phase; 兵's attack asked. ``a_top``: A's other entries."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: {defense}, text: "{text}"}}'
    scn = mc_scenario(
        turn=f"{{player: {turn}, number: 7, phase: main}}",
        a_top="    deck: 20\n" + a_top,
        a=mc_area(
            "c2",
            "平原",
            8,
            unit,
            f"{{name: 兵, type: unit, level: 1, attack: 1, defense: 3{soldier}}}",
        ),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\nask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return {"attack": r.outcome["state"]["兵.attack"], "decided_by": set(r.decided_by)}


_OWN_TURN = (
    ("自軍ターンの場合、", True),
    ("現在が自軍ターンの場合、", True),
    ("自軍のターンの場合、", True),
    ("自軍ターンなら、", True),
    ("自軍が進軍側の場合、", True),
    ("敵軍が守備側の場合、", True),
    ("敵軍ターンの場合、", False),
    ("現在が敵軍のターンの場合、", False),
    ("自軍が守備側の場合、", False),
)


@pytest.mark.parametrize(("cond", "met"), _OWN_TURN)
def test_whose_turn_on_a_use(cond: str, met: bool) -> None:
    """Used in its player's own turn: 「自軍ターン」 / 「自軍が進軍側」 hold (1.3.7), 「敵軍ターン」
    does not; the clause of the turn cited when it decides."""
    head = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
    got = _use(head + cond + "対象を「攻撃力:+2」する。")
    assert got["attack"] == (3 if met else 1)
    assert "1.3.7" in got["decided_by"]  # type: ignore[operator]


def test_whose_turn_on_an_automatic_ability_of_either_side() -> None:
    """● 〈発揮:メインフェイズ開始時/対象:このユニット〉「敵軍ターンの場合、対象を行動完了にする」
    on A's 兵 and on B's 鬼, in A's turn: B's unit is made acted, A's is not (7.1.2.1)."""
    text = (
        "●鼓舞\\n〈発揮:メインフェイズ開始時/対象:このユニット〉\\n"
        "敵軍ターンの場合、対象を行動完了にする。"
    )
    a_unit = f'{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    b_unit = f'{{name: 鬼, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: hand1}",
        a=mc_area("c2", "平原", 8, a_unit),
        b=mc_area("c3", "湖", 6, b_unit),
        rest="actions:\n  - {do: main_phase, actions: []}\nask: [兵.state, 鬼.state]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    print(r.outcome)
    assert (r.outcome["state"]["兵.state"], r.outcome["state"]["鬼.state"]) == ("stand", "rest")


def test_whose_turn_in_a_bare_effect_text_is_refused() -> None:
    """A bare effect text has no card whose player 「自軍」 would be: refused by name."""
    from ruling.games._mc.cardtext import compile_effect

    prog, why = compile_effect("〈対象:ユニット1体〉対象を「攻撃力:+2」する。")
    assert prog is not None  # the neighbour: the same step without the condition runs
    prog, why = compile_effect("〈対象:ユニット1体〉自軍ターンの場合、対象を「攻撃力:+2」する。")
    assert prog is None and "bare effect" in why


# --- 4. a value compared: of the target, of 「このユニット」, in MC's notation (4.1.14) --------


@pytest.mark.parametrize(
    ("cond", "met"),
    [
        ("対象の攻撃力が1以下の場合、", True),
        ("対象の「攻撃力」が1以下の場合、", True),
        ("対象が「攻撃力:1」の場合、", True),
        ("対象が「攻撃力:0」の場合、", False),
        ("対象の「防御力」が4以上の場合、", False),
    ],
)
def test_a_value_of_the_target_compared(cond: str, met: bool) -> None:
    head = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
    assert _use(head + cond + "対象を「攻撃力:+2」する。")["attack"] == (3 if met else 1)


@pytest.mark.parametrize(("defense", "attack"), [(2, 3), (3, 1)])
@pytest.mark.parametrize(
    "cond", ["このユニットの防御力が2以下の場合、", "このユニットの「防御力」が2以下の場合、"]
)
def test_a_value_of_this_unit_compared(cond: str, defense: int, attack: int) -> None:
    """「このユニットの防御力が2以下の場合」: 術士's own defence (4.7.2), not the target's (兵's
    is 3 either way)."""
    head = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
    got = _use(head + cond + "対象を「攻撃力:+2」する。", defense=defense)
    assert got["attack"] == attack


@pytest.mark.parametrize(("defense", "attack"), [(2, 2), (3, 1)])
def test_a_value_compared_in_an_automatic_ability(defense: int, attack: int) -> None:
    """● 「対象の防御力が2以下の場合、このターン、対象に「攻撃力:+1」を付与する」: the value read
    as it resolves (4.1.14); the +1 lasts the turn (asked after the phase)."""
    text = (
        "●鼓舞\\n〈発揮:メインフェイズ開始時/対象:このユニット〉\\n"
        "対象の防御力が2以下の場合、このターン、対象に「攻撃力:+1」を付与する。"
    )
    unit = f'{{name: 兵, type: unit, level: 1, attack: 1, defense: {defense}, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: hand1}",
        a=mc_area("c2", "平原", 8, unit),
        rest="actions:\n  - {do: main_phase, actions: []}\nask: [兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["兵.attack"] == attack


def test_a_value_condition_in_a_continuous_ability_stays_refused() -> None:
    """In a ○ ability the value read is one ○ abilities change (10.7.2.3): refused by name."""
    ab = _ab(
        "○[戦闘]逆鱗\\n〈対象:このユニット〉\\nこのユニットの防御力が2以下の場合、対象を「攻撃力:+2」する。"
    )
    assert not ab.supported and "○" in ab.reason  # type: ignore[attr-defined]


# --- 5. a count of units however printed: the count 「…にユニットがn体以上存在する」 reads --------

_COUNTS = (
    "自軍パーティが{n}体以上の場合、",
    "自軍パーティのユニットが{n}体以上の場合、",
    "自軍パーティのユニット数が{n}以上の場合、",
    "自軍パーティに{n}体以上のユニットが存在する場合、",
    "自軍パーティにユニットが{n}体以上存在する場合、",  # the form read before (the neighbour)
    "この地形の自軍ユニットが{n}体以上の場合、",
    "この地形に存在する自軍ユニットが{n}体以上の場合、",
    "この地形に{n}体以上の自軍ユニットが存在する場合、",
)


@pytest.mark.parametrize(("n", "attack"), [(2, 3), (3, 1)])
@pytest.mark.parametrize("cond", _COUNTS)
def test_a_count_of_units_however_printed(cond: str, n: int, attack: int) -> None:
    """A's party on c2 is 術士 and 兵 (2 units, 4.4.1; 5.1.2.4): 「…2体以上」 holds, 「…3体以上」
    does not; B's ゴブリン (c3) is never counted."""
    head = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
    assert _use(head + cond.format(n=n) + "対象を「攻撃力:+2」する。")["attack"] == attack


@pytest.mark.parametrize(
    ("cond", "attack"),
    [("敵軍パーティが1体以上の場合、", 1), ("敵軍ユニットが1体以上存在する場合、", 3)],
)
def test_the_other_sides_count(cond: str, attack: int) -> None:
    """「敵軍パーティ」: B's units on 術士's terrain (none on c2); 「敵軍ユニットが…存在する」 with no
    place: the battlefield (ゴブリン on c3)."""
    head = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
    assert _use(head + cond + "対象を「攻撃力:+2」する。")["attack"] == attack


def test_a_value_after_ga_is_not_a_count() -> None:
    """「自軍パーティが3以上」 (no 体, no 数): not read as a count — refused, never guessed."""
    ab = _ab(
        "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n自軍パーティが3以上の場合、対象を「攻撃力:+2」する。"
    )
    assert not ab.supported  # type: ignore[attr-defined]


# --- 6. the printed layout: a field wrapped over lines, keywords side by side ----------------

_ONE_LINE = "◎[メイン]鼓舞\n〈コスト:手札1枚破棄／対象:自軍ユニット1体〉\n対象を「攻撃力:+2」する。"


@pytest.mark.parametrize(
    "text",
    [
        # 14.4.2 / 14.6.2 / 14.8.2 print a field wrapped before its next part
        "◎[メイン]鼓舞\n〈コスト:手札1枚破棄\n／対象:自軍ユニット1体〉\n対象を「攻撃力:+2」する。",
        "◎[メイン]鼓舞\n〈コスト:手札1枚破棄／\n対象:自軍ユニット1体〉\n対象を「攻撃力:+2」する。",
        "◎[メイン]鼓舞\n〈コスト:手札1枚破棄\n/対象:自軍ユニット1体〉\n対象を「攻撃力:+2」する。",
        "◎鼓舞[メイン]\n〈コスト:手札1枚破棄\n／対象:自軍ユニット1体〉\n対象を「攻撃力:+2」する。",
    ],
)
def test_a_field_wrapped_over_lines_is_one_field(text: str) -> None:
    """One ability (not 「the lines do not pair up」), the program of the one-line field."""
    (a,) = _abilities("mc", text, "unit")
    (b,) = _abilities("mc", _ONE_LINE, "unit")
    assert a.supported and b.supported
    assert a.program == b.program


def test_a_wrapped_field_runs_on_a_board() -> None:
    text = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体\\n〉\\n対象を「攻撃力:+2」する。"
    assert _use(text)["attack"] == 3


def test_an_automatic_abilitys_wrapped_field() -> None:
    """● 14.7.2's 〈発揮:…／対象:…〉 wrapped: the same program as on one line."""
    one = "●[戦闘]鼓舞\n〈発揮:戦闘開始時／対象:このユニット〉\n対象を「攻撃力:+2」する。"
    two = "●[戦闘]鼓舞\n〈発揮:戦闘開始時\n／対象:このユニット〉\n対象を「攻撃力:+2」する。"
    ((a,), (b,)) = (_abilities("mc", one, "unit"), _abilities("mc", two, "unit"))
    assert a.supported and a.program == b.program


def test_a_closed_field_keeps_its_line() -> None:
    """The neighbour: a closed field and the effect after it stay two lines (one ability, as
    before), and a line opening no field is not joined to the next."""
    text = "「チャージ:2」\n◎[メイン]鼓舞\n〈対象:自軍ユニット1体〉\n対象を「攻撃力:+2」する。"
    got = _abilities("mc", text, "unit")
    assert [a.supported for a in got] == [True, True]


@pytest.mark.parametrize(
    "line",
    [
        "「チャージ:2」、「イニシアチブ:1」",
        "「チャージ:2」「イニシアチブ:1」",
        "「チャージ:2」 「イニシアチブ:1」",
    ],
)
def test_keywords_side_by_side_however_joined(line: str) -> None:
    """Standing abilities printed on one line (2.1.20.1), joined by 「、」 or nothing: each."""
    (a,) = _abilities("mc", line, "unit")
    (b,) = _abilities("mc", "「チャージ:2」「イニシアチブ:1」", "unit")
    assert a.supported and a.program == b.program


def test_a_keyword_with_its_reminder() -> None:
    """「「チャージ:2」（…）」: the keyword with its reminder after it is the keyword."""
    (a,) = _abilities("mc", "「チャージ:2」（このユニットは戦闘中、攻撃力+2）", "unit")
    (b,) = _abilities("mc", "「チャージ:2」", "unit")
    assert a.supported and a.program == b.program


def test_a_sentence_of_keywords_and_words_is_not_a_keyword_line() -> None:
    """The neighbour: 「「チャージ:2」、対象を…」 is no keyword line (refused or read otherwise, never
    as keywords)."""
    from grammar.parse import parse_card
    from ruling.cardtext.abilities import keywords_side_by_side

    (node,) = parse_card("「チャージ:2」、「種族:ドラゴン」を付与する。", "mc").card.abilities
    assert keywords_side_by_side(node) == ()


# --- 7. a condition's clause in its other forms: denied, progressive, いる (4.1.13) -------------

_FORMS = (
    # (condition, 兵's extra fields, A's other entries, met)
    ("対象が戦闘に参加している場合、", "", "", False),  # the neighbour (no battle going on)
    ("対象が戦闘に参加していない場合、", "", "", True),
    ("このユニットが戦闘している場合、", "", "", False),
    ("このユニットが戦闘していない場合、", "", "", True),
    ("対象が行動完了していない場合、", "", "", True),
    ("対象が行動完了していない場合、", ", state: rest", "", False),
    ("対象が未行動でない場合、", ", state: rest", "", True),
    ("対象が英雄でない場合、", "", "", True),
    ("対象が「英雄」でない場合、", "", "", True),
    ("対象が装備品を装備していない場合、", "", "", True),
    ("この地形に敵軍ユニットがいない場合、", "", "", True),
    ("この地形に敵軍ユニットがいる場合、", "", "", False),
    ("この地形に自軍ユニットがいる場合、", "", "", True),
    ("自軍捨て山にユニットカードが存在する場合、", "", "", False),
    (
        "自軍捨て山にユニットカードが存在する場合、",
        "",
        "    discard:\n      - {name: 骸骨, type: unit, level: 1, attack: 1, defense: 1}\n",
        True,
    ),
)


@pytest.mark.parametrize(("cond", "soldier", "a_top", "met"), _FORMS)
def test_a_clause_in_its_other_forms(cond: str, soldier: str, a_top: str, met: bool) -> None:
    """A's main phase, no battle: 兵 (A's, on c2 with 術士) is upright, no hero, no equipment;
    B's ゴブリン is on c3 (not on this terrain)."""
    head = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
    got = _use(head + cond + "対象を「攻撃力:+2」する。", soldier=soldier, a_top=a_top)
    assert got["attack"] == (3 if met else 1)


def test_a_denial_is_false_off_the_battlefield() -> None:
    """「…でない」 of a unit's state asked of a card not on the battlefield is not defined for it:
    false (4.1.13) — never true for want of the state."""
    from ruling.games._mc.common import _matches
    from ruling.state import Card

    card = Card(uid="x", owner="A", name="兵", type="unit")
    assert not _matches(card, ("not", ("hero", ())))


# --- 8. more printings of a value change: on 「このユニット」, 与える, 全員, それぞれ --------------


def _self(text: str) -> dict[str, int]:
    """A's 術士 (attack 1, defence 3) uses its own ability (〈対象:このユニット〉 in ``text``); its
    values and 兵's (attack 1, defence 3; the neighbour never changed) asked."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="actions:\n  - {do: use, card: 術士, target: 術士}\n"
        "ask: [術士.attack, 術士.defense, 兵.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return dict(r.outcome["state"])


@pytest.mark.parametrize(
    "step",
    [
        "対象を「攻撃力:+2」する。",  # the neighbour: the notation on the target
        "このユニットの攻撃力を+2する。",
        "このユニットに「攻撃力:+2」を付与する。",
        "このユニットは「攻撃力:+2」する。",
        "このユニットを「攻撃力:+2」する。",
    ],
)
def test_a_step_on_this_unit_when_the_target_is_this_unit(step: str) -> None:
    """〈対象:このユニット〉: 「このユニット」 in a step names the target (4.7.2, 10.10.1)."""
    got = _self("◎[メイン]鼓舞\\n〈対象:このユニット〉\\n" + step)
    assert (got["術士.attack"], got["兵.attack"]) == (3, 1)


def test_a_step_on_this_unit_beside_another_target_stays_apart() -> None:
    """The neighbour: 〈対象:自軍ユニット1体〉 and 「このユニットに…」: the step is on 術士, the
    target 兵 gets its own (as before, 4.7.2)."""
    text = (
        "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
        "対象を「防御力:+1」する。このユニットに「攻撃力:+2」を付与する。"
    )
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\n"
        "ask: [術士.attack, 兵.attack, 兵.defense]\n",
    )
    got = resolve(loads(scn)).outcome["state"]
    assert (got["術士.attack"], got["兵.attack"], got["兵.defense"]) == (3, 1, 4)


@pytest.mark.parametrize(
    ("step", "values"),
    [
        ("対象に「攻撃力:+2」を与える。", (3, 3)),
        ("対象に「攻撃力:+2」と「防御力:+1」を与える。", (3, 4)),
        ("対象の攻撃力と防御力をそれぞれ+1する。", (2, 4)),
    ],
)
def test_a_value_given_or_changed_each(step: str, values: tuple[int, int]) -> None:
    """「…を与える」 of a value is its grant (10.14.2, as 「付与する」); 「それぞれ+1」 each value."""
    got = _run(_HEAD + step)["state"]
    assert (got["兵.attack"], got["兵.defense"]) == values


def test_damage_given_is_still_damage() -> None:
    """The neighbour: 「対象に【1】ダメージを与える」 stays damage (4.5.1), no grant."""
    ab = _ab(_HEAD + "対象に【1】ダメージを与える。")
    assert ab.supported  # type: ignore[attr-defined]
    assert type(ab.program.steps[0]).__name__ == "DamageStep"  # type: ignore[attr-defined]


@pytest.mark.parametrize("every", ["すべて", "全員"])
def test_every_target_named_after_the_reference(every: str) -> None:
    """〈対象:自軍パーティ〉「対象全員に…」: each declared unit, as 「対象すべてに…」 (10.10.10)."""
    head = "◎[メイン]鼓舞\n〈対象:自軍パーティ〉\n"
    a = _ab(head + f"対象{every}に「攻撃力:+1」を付与する。")
    b = _ab(head + "対象に「攻撃力:+1」を付与する。")
    assert a.supported and a.program == b.program  # type: ignore[attr-defined]


# --- 9. 「対象の中に…が存在する場合」: one of the units the 〈対象:～〉 takes in (4.4.1, 5.1.2.4) ----


def _party(cond: str, race: str) -> dict[str, int]:
    """A's 術士 and 兵 (race ``race``) on c2, B's ゴブリン (an エルフ, never of A's party) on c3;
    術士 uses 〈対象:自軍パーティ〉 「<cond>対象すべてを「攻撃力:+2」する」."""
    text = f"◎[メイン]鼓舞\\n〈対象:自軍パーティ〉\\n{cond}対象すべてを「攻撃力:+2」する。"
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = f"{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, race: {race}}}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, soldier),
        b=mc_area(
            "c3",
            "湖",
            6,
            "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4, race: エルフ}",
        ),
        rest="actions:\n  - {do: use, card: 術士, target: 兵}\n"
        "ask: [術士.attack, 兵.attack, ゴブリン.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return dict(r.outcome["state"])


@pytest.mark.parametrize(
    ("cond", "race", "met"),
    [
        ("対象の中に「種族:エルフ」のユニットが存在する場合、", "エルフ", True),
        ("対象の中に「種族:エルフ」のユニットが存在する場合、", "ドワーフ", False),
        ("対象の中に「種族:エルフ」のユニットがいる場合、", "エルフ", True),
        ("対象の中に「種族:エルフ」のユニットが存在しない場合、", "ドワーフ", True),
        ("対象の中に「種族:エルフ」のユニットがいない場合、", "エルフ", False),
        ("", "ドワーフ", True),  # the neighbour: no condition
    ],
)
def test_one_of_the_targets_so_described(cond: str, race: str, met: bool) -> None:
    """The party's units are 術士 and 兵: 兵's race decides; B's エルフ on c3 is no target."""
    got = _party(cond, race)
    want = 3 if met else 1
    assert (got["術士.attack"], got["兵.attack"], got["ゴブリン.attack"]) == (want, want, 1)


@pytest.mark.parametrize(
    "target",
    ["「種族:エルフ」の自軍ユニットすべて", "自軍ユニット1体"],
)
def test_among_targets_a_place_does_not_name_is_refused(target: str) -> None:
    """A target asking more of its units, or chosen: the units it takes in are no place's."""
    ab = _ab(
        f"◎[メイン]鼓舞\\n〈対象:{target}〉\\n"
        "対象の中に「属性:火」のユニットが存在する場合、対象を「攻撃力:+2」する。"
    )
    assert not ab.supported  # type: ignore[attr-defined]


# --- 10. 支配地形 in any ability: counted, and this terrain's (5.1.2.11) ----------------------


@pytest.mark.parametrize(
    ("cond", "met"),
    [
        ("この地形が自軍支配地形の場合、", True),  # c2 holds A's units only
        ("この地形が敵軍支配地形の場合、", False),
        ("自軍支配地形が1つ以上の場合、", True),
        ("自軍の支配地形が5つ以上の場合、", False),  # four areas in all
        ("敵軍支配地形が1つ以上の場合、", True),  # c3: B's ゴブリン only
        ("敵軍支配地形が0つ以下の場合、", False),
    ],
)
def test_controlled_terrains_on_a_use(cond: str, met: bool) -> None:
    """Read on the ability's card, relative to its player (before: on a ● player ability only)."""
    head = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n"
    got = _use(head + cond + "対象を「攻撃力:+2」する。")
    assert got["attack"] == (3 if met else 1)
    assert "5.1.2.11" in got["decided_by"]  # type: ignore[operator]


@pytest.mark.parametrize(
    ("period", "turn", "attack"),
    [
        ("自軍ターン中、", "A", 2),
        ("自軍ターン中、", "B", 1),
        ("敵軍ターン中、", "B", 2),
        ("敵軍のターン中、", "A", 1),
        ("", "B", 2),  # the neighbour: no period, in force in either turn
    ],
)
def test_a_turn_period_on_a_continuous_ability(period: str, turn: str, attack: int) -> None:
    """○ 「自軍ターン中、対象に「攻撃力:+1」を付与する」: in force while the period holds
    (14.5.4.3: its condition 「自軍ターンの場合」, 1.3.7)."""
    text = f"○鼓舞\\n〈対象:このユニット〉\\n{period}対象に「攻撃力:+1」を付与する。"
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn=f"{{player: {turn}, number: 7, phase: main}}",
        a=mc_area("c2", "平原", 8, unit),
        rest="ask: [術士.attack]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["術士.attack"] == attack


def test_a_turn_period_on_a_declared_ability_stays_refused() -> None:
    """On ◎ the period would be a duration: not read as a condition, refused."""
    ab = _ab(
        "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n敵軍ターン中、対象に「攻撃力:+1」を付与する。"
    )
    assert not ab.supported  # type: ignore[attr-defined]
