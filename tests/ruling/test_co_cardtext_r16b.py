"""CrossOver (co), round 16 (s12covs, issue 12): constructions of the cards_r15 refusals read in
general form, each on a minimal text of the rules document's vocabulary and a board, with its
neighbours (another trigger, another target kind, no proper target)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import co_ability

MAIN = "{player: A, number: 4, phase: main}"


def _ability(text: str, type_: str = "character") -> object:
    """The one ability of a co card 甲 (the name 『甲』 in the texts) of ``type_``."""
    return co_ability(text, type_, name="甲")


def _side(*lines: str, hp: int = 20, energy: int | None = None) -> str:
    """A player's block: ``hp``, ``energy`` (when given), a 10-card deck and ``lines``."""
    head = [f"hp: {hp}"] + ([f"energy: {energy}"] if energy is not None else []) + ["deck: 10"]
    return "".join(f"\n    {line}" for line in [*head, *lines])


def _board(a: str, b: str, actions: list[str], ask: str, turn: str = MAIN, extra: str = "") -> str:
    """A co document (a template: its ``%`` placeholders are filled by the tests) of the players'
    blocks ``a`` and ``b`` (from :func:`_side`), ``actions``, ``extra`` lines and ``ask``."""
    acts = "".join(f"\n  - {act}" for act in actions)
    return (
        f"game: co\ntitle: t\nturn: {turn}\nplayers:\n  A:{a}\n  B:{b}\nactions:{acts}\n"
        f"{extra}\nask: {ask}\n"
    )


# ------------------------------------- 「対象の〜」 in a triggered ability (4.2.13 with 4.3.6)

TRIGGERED = _board(
    _side('field: [{name: 甲, type: character, ap: 1, dp: 1, text: "%s"}]', hp=10),
    _side("field: %s", hp=10),
    ["{do: turn_start}"],
    "%s",
    turn="{player: A, number: 5, phase: turn_start}",
    extra="%s",
)


@pytest.mark.parametrize(
    "text",
    [
        "ターン開始時、対象のキャラクター1体に1点のダメージを与える。",
        "『甲』がフィールドに出たとき、対象のキャラクター1体をタップする。",
        "『甲』がクラッシュしたとき、対象のキャラクター1体に2点のダメージを与える。",
        "ターン開始時、対象の女性キャラクター1体をタップする。",
        "ターン開始時、対象のプレイヤーは山札からカードを1枚引く。",
    ],
)
def test_triggered_abilities_that_target_compile(text: str) -> None:
    ab = _ability(text)
    assert ab.supported, ab.reason  # type: ignore[attr-defined]
    assert ab.program.kind == "auto" and ab.program.targets  # type: ignore[attr-defined]


def test_the_target_is_chosen_as_the_trigger_resolves() -> None:
    """4.2.13 / 4.3.6: at the turn start the ability triggers; its controller chooses the target
    among the characters on the field (here B's 乙, not A's own 甲) and it takes 1 damage."""
    text = "ターン開始時、対象のキャラクター1体に1点のダメージを与える。"
    field = "[{name: 乙, type: character, ap: 1, dp: 3}]"
    choice = "choices:\n  - {player: A, at: choose_target, choose: 乙}"
    r = resolve(loads(TRIGGERED % (text, field, choice, "[乙.damage, 甲.damage]")))
    assert r.outcome["state"] == {"乙.damage": 1, "甲.damage": 0}
    assert {"4.2.13", "4.3.6"} <= set(r.decided_by)


@pytest.mark.parametrize(("gender", "state"), [("男性", "stand"), ("女性", "rest")])
def test_a_gender_target_with_none_proper_does_nothing(gender: str, state: str) -> None:
    """4.2.13: 「対象の女性キャラクター」 — a female 乙 is chosen and tapped; with only a male one
    on the field there is no proper target, the ability cannot be used: nothing is tapped."""
    text = "ターン開始時、対象の女性キャラクター1体をタップする。"
    field = f"[{{name: 乙, type: character, ap: 1, dp: 3, gender: {gender}}}]"
    choice = "choices:\n  - {player: A, at: choose_target, choose: 乙}" if gender == "女性" else ""
    r = resolve(loads(TRIGGERED % (text, field, choice, "[乙.state]")))
    assert r.outcome["state"] == {"乙.state": state}
    assert "4.2.13" in r.decided_by


def test_a_target_player_draws() -> None:
    """「対象のプレイヤーは山札からカードを1枚引く」 on a trigger: the controller names B."""
    text = "ターン開始時、対象のプレイヤーは山札からカードを1枚引く。"
    choice = "choices:\n  - {player: A, at: choose_target, choose: B}"
    r = resolve(loads(TRIGGERED % (text, "[]", choice, "[B.hand, A.hand]")))
    assert r.outcome["state"] == {"B.hand": 1, "A.hand": 0}


def test_a_played_card_target_on_a_trigger_stays_refused() -> None:
    ab = _ability("ターン開始時、対象のプレイされたカードをうち消す。")
    assert not ab.supported  # type: ignore[attr-defined]


# --------------- 「割り込みでプレイしてもよい」 on a spell / an event (4.3.4 with 3.4.3: restated)

ANSWER = _board(
    _side(
        "field: [{name: 兵, type: character, ap: 2, dp: 2}]",
        'hand: [{name: 矢, type: spell, cost: 1, text: "対象のキャラクター1体に2点のダメージを与える。"}]',
        energy=2,
    ),
    _side(
        "field: [{name: 盾, type: character, ap: 1, dp: 1, state: rest}]",
        'hand: [{name: 癒, type: %s, cost: 1, text: "%s"}]',
        energy=1,
    ),
    ["{do: play, card: 矢, target: 兵, respond: [{do: play, player: B, card: 癒, target: 兵}]}"],
    "[兵.zone]",
)


@pytest.mark.parametrize("kind", ["spell", "event"])
def test_a_card_with_the_interrupt_permission_answers_a_play(kind: str) -> None:
    """4.3.4: B answers A's spell by playing the card; it resolves first (逆順処理): 兵 gets
    「+0:+3」 and survives the 2 damage. The permission line is read (no unsupported warning)."""
    text = "割り込みでプレイしてもよい\\n使い捨て\\nターン終了時まで、対象のキャラクター1体は「+0:+3」の修正を受ける。"
    r = resolve(loads(ANSWER % (kind, text)))
    assert r.outcome["state"] == {"兵.zone": "A.field"}
    assert "4.3.4" in r.decided_by
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


# ------------ 「すべての女性キャラクター」 / 「相手がコントロールしている男性キャラクターすべて」: a
# group's characters of one gender (4.3.8: the gender in force)

GROUP = _board(
    _side(
        "field:",
        "  - {name: 姫, type: character, ap: 1, dp: 3, gender: 女性, state: rest}",
        "  - {name: 侍, type: character, ap: 1, dp: 3, gender: 男性, state: rest}",
        'hand: [{name: 令, type: event, cost: 1, text: "使い捨て\\n%s"}]',
        energy=2,
    ),
    _side(
        "field:",
        "  - {name: 巫女, type: character, ap: 1, dp: 3, gender: 女性, state: rest}",
        "  - {name: 武者, type: character, ap: 1, dp: 3, gender: 男性, state: rest}",
    ),
    ["{do: play, card: 令}"],
    "[姫.state, 侍.state, 巫女.state, 武者.state]",
)


@pytest.mark.parametrize(
    ("text", "stood"),
    [
        ("フィールドに出ているすべての女性キャラクターをアンタップする。", {"姫", "巫女"}),
        ("フィールドに出ているすべての男性キャラクターをアンタップする。", {"侍", "武者"}),
        ("相手がコントロールしているすべての女性キャラクターをアンタップする。", {"巫女"}),
        (
            "フィールドに出ているすべてのキャラクターをアンタップする。",
            {"姫", "侍", "巫女", "武者"},
        ),
    ],
)
def test_a_gender_on_a_group(text: str, stood: set[str]) -> None:
    assert _ability(text, "event").supported  # type: ignore[attr-defined]
    r = resolve(loads(GROUP % text))
    want = {f"{n}.state": "stand" if n in stood else "rest" for n in ("姫", "侍", "巫女", "武者")}
    assert r.outcome["state"] == want


COUNTED = _board(
    _side(
        "field: %s",
        'hand: [{name: 令, type: event, cost: 1, text: "使い捨て\\n%s"}]',
        energy=2,
    ),
    _side(),
    ["{do: play, card: 令}"],
    "[A.hand]",
)


@pytest.mark.parametrize(
    ("field", "drawn"),
    [
        (
            "[{name: 姫, type: character, ap: 1, dp: 3, gender: 女性}, {name: 妃, type: character, ap: 1, dp: 3, gender: 女性}]",
            1,
        ),
        (
            "[{name: 姫, type: character, ap: 1, dp: 3, gender: 女性}, {name: 侍, type: character, ap: 1, dp: 3, gender: 男性}]",
            0,
        ),
    ],
)
def test_a_count_of_a_players_characters_of_a_gender(field: str, drawn: int) -> None:
    """「あなたがコントロールしている女性キャラクターが2体以上いる場合」: only the female ones count."""
    text = "あなたがコントロールしている女性キャラクターが2体以上いる場合、あなたは山札からカードを1枚引く。"
    assert _ability(text, "event").supported  # type: ignore[attr-defined]
    r = resolve(loads(COUNTED % (field, text)))
    assert r.outcome["state"] == {"A.hand": drawn}


# ------------------- 「手札からカードをN枚クラッシュする:」 — N hand cards as the cost (4.3.3.3)

CRASH_COST = _board(
    _side(
        "hand: %s",
        "field: [{name: 術士, type: character, ap: 1, dp: 1, "
        'text: "手札からカードを2枚クラッシュする:対象のキャラクター1体をクラッシュする。"}]',
    ),
    _side("field: [{name: 敵, type: character, ap: 1, dp: 1}]"),
    ["{do: activate, card: 術士, target: 敵}"],
    "[敵.zone, A.hand, A.dustbox]",
)


@pytest.mark.parametrize(("hand", "state"), [(2, ("B.dustbox", 0, 2)), (1, ("B.field", 1, 0))])
def test_n_hand_cards_crashed_as_the_cost(hand: int, state: tuple[object, ...]) -> None:
    r = resolve(loads(CRASH_COST % hand))
    assert r.outcome["state"] == dict(zip(["敵.zone", "A.hand", "A.dustbox"], state, strict=True))
    assert "4.3.3.3" in r.decided_by or "4.3.3.1" in r.decided_by


# -------- 「この特殊能力は / このスペルは、あなたのターン(のメインフェイズ)にのみ使用 / プレイ
# できる」: the text's restriction over 3.4.4 / 3.4.3 (4.2.9)

ONLY = _board(
    _side(
        'hand: [{name: 令, type: spell, cost: 1, text: "使い捨て\\nあなたは山札からカードを1枚引く。'
        'このスペルは、あなたのターンのメインフェイズにのみプレイできる。"}]',
        "field: [{name: 術士, type: character, ap: 1, dp: 1, text: "
        '"1エネルギーを支払う:あなたは山札からカードを1枚引く。この特殊能力は、あなたのターンにのみ使用できる。"}]',
        energy=2,
    ),
    _side(),
    ["{do: %s, player: A, card: %s}"],
    "[A.hand]",
    turn="{player: %s, number: 4, phase: main}",
)


@pytest.mark.parametrize(
    ("turn", "act", "card", "hand"),
    [
        ("A", "play", "令", 1),  # its player's own main phase: played, one drawn
        ("B", "play", "令", 1),  # the opponent's turn: refused, the spell stays in hand
        ("A", "activate", "術士", 2),  # its player's turn: used, one drawn (with 令 still held)
        ("B", "activate", "術士", 1),  # the opponent's turn: refused
    ],
)
def test_a_use_or_play_restricted_to_a_time(turn: str, act: str, card: str, hand: int) -> None:
    r = resolve(loads(ONLY % (turn, act, card)))
    assert r.outcome["state"] == {"A.hand": hand}
    assert bool(r.main.rejected) == (turn == "B")
    if turn == "B":
        assert "4.2.9" in r.decided_by


# ------------------------ 「エネルギーをN支払う:」 — 「Nエネルギーを支払う」 with the number after (4.3.3.1)

PAY = _board(
    _side(
        "energy: %d",
        "field: [{name: 律, type: character, ap: 1, dp: 1, state: rest, "
        'text: "エネルギーを2支払う:『律』をアンタップする。"}]',
    ),
    _side(),
    ["{do: activate, card: 律}"],
    "[律.state]",
)


@pytest.mark.parametrize(("energy", "state"), [(2, "stand"), (1, "rest")])
def test_energy_paid_with_the_number_after(energy: int, state: str) -> None:
    r = resolve(loads(PAY % energy))
    assert r.outcome["state"] == {"律.state": state}


# -- 「アタックしたキャラクター」 in an attack / defence trigger: the attacking character (3.4.5.2);
# 「そのキャラクター」 after it, in a trigger about this card, is that character

DEFEND = _board(
    _side("field: [{name: 鬼, type: character, ap: 1, dp: 3}]"),
    _side('field: [{name: 壁, type: character, ap: 0, dp: 5, text: "%s"}]'),
    ["{do: attack, attacker: 鬼, defender: 壁}"],
    "[鬼.damage]",
)


def test_the_attacker_of_a_defence_trigger() -> None:
    text = "『壁』がディフェンスしたとき、アタックしたキャラクターに1点のダメージを与える。"
    r = resolve(loads(DEFEND % text))
    assert r.outcome["state"] == {"鬼.damage": 1}  # 壁's AP 0 deals none; the trigger 1


def test_that_character_after_the_attacker_is_the_attacker() -> None:
    ab = _ability(
        "『甲』がディフェンスしたとき、アタックしたキャラクターをタップする。"
        "そのキャラクターは、次のアンタップフェイズにアンタップしない。"
    )
    assert ab.supported, ab.reason  # type: ignore[attr-defined]
    assert [o.who for o in ab.program.ops] == ["attacker", "attacker"]  # type: ignore[attr-defined]


def test_the_attacker_outside_a_battle_trigger_is_refused() -> None:
    ab = _ability("ターン開始時、アタックしたキャラクターをタップする。")
    assert not ab.supported  # type: ignore[attr-defined]


# ----- 「ターン終了時まで、対象のキャラクター1体はアタックもディフェンスもすることができない」
# (4.2.9 over 3.4.5.2 / 3.4.5.3, for as long as printed)

BAN = _board(
    _side(
        "field: [{name: 鬼, type: character, ap: 3, dp: 3}]",
        'hand: [{name: 縛, type: event, cost: 1, text: "使い捨て\\n%s"}]',
        energy=1,
    ),
    _side("field: [{name: 壁, type: character, ap: 1, dp: 5}]"),
    ["{do: play, card: 縛, target: 壁}", "{do: attack, attacker: 鬼, defender: 壁}"],
    "[B.hp]",
)


@pytest.mark.parametrize(
    ("text", "hp"),
    [
        (
            "ターン終了時まで、対象のキャラクター1体はアタックもディフェンスもすることができない。",
            17,
        ),
        ("ターン終了時まで、対象のキャラクター1体はディフェンスすることができない。", 17),
        ("ターン終了時まで、対象のキャラクター1体はアタックすることができない。", 20),
    ],
)
def test_a_timed_prohibition_on_the_target(text: str, hp: int) -> None:
    """壁 may not defend: the attack is undefended and B takes 鬼's 3 (3.4.5.4); barred from
    attacking only, 壁 defends and B takes nothing."""
    r = resolve(loads(BAN % text))
    assert r.outcome["state"] == {"B.hp": hp}


# --- 「セットされたキャラクターがディフェンスしたとき、…」: the event of the card this one is set on
# (shared: a bare participle before the event's subject describes it)

HOSTED = _board(
    _side("field: [{name: 鬼, type: character, ap: 1, dp: 3}]"),
    _side(
        "field:",
        "  - {name: 壁, type: character, ap: 0, dp: 5}",
        "  - {name: 兵, type: character, ap: 0, dp: 5}",
        "  - {name: 盾, type: item, set_on: 壁, text: "
        '"セットされたキャラクターがディフェンスしたとき、アタックしたキャラクターに1点のダメージを与える。"}',
    ),
    ["{do: attack, attacker: 鬼, defender: %s}"],
    "[鬼.damage]",
)


@pytest.mark.parametrize(("defender", "damage"), [("壁", 1), ("兵", 0)])
def test_a_set_cards_trigger_on_its_hosts_defence(defender: str, damage: int) -> None:
    r = resolve(loads(HOSTED % defender))
    assert r.outcome["state"] == {"鬼.damage": damage}


# ---- 「『X』がアタックしたとき、ディフェンスされなかった場合、…」: the battle's own condition (3.4.5.4),
# read after the defence declaration (the engine's reading of the audit's undefended_attack_trigger;
# the other, read when it triggers, is run beside it)

UNDEFENDED = _board(
    _side('field: [{name: 甲, type: character, ap: 1, dp: 3, text: "%s"}]', "hand: 0"),
    _side("field: [{name: 壁, type: character, ap: 0, dp: 5}]"),
    ["{do: attack, attacker: 甲, defender: %s}"],
    "[A.hand]",
)


@pytest.mark.parametrize(
    ("text", "ask"),
    [
        (
            "『甲』がアタックしたとき、ディフェンスされなかった場合、あなたは山札からカードを1枚引く。",
            "A.hand",
        ),
        (
            "『甲』がアタックしたとき、ディフェンスされなかった場合、相手のデュエルマスターに1点のダメージを与える。",
            "B.hp",
        ),
    ],
)
@pytest.mark.parametrize("defender", ["none", "壁"])
def test_an_attack_trigger_under_undefended(text: str, ask: str, defender: str) -> None:
    ab = _ability(text)
    assert ab.supported and ab.program.undefended, ab.reason  # type: ignore[attr-defined]
    r = resolve(loads((UNDEFENDED % (text, defender)).replace("[A.hand]", f"[{ask}]")))
    undefended = defender == "none"
    if ask == "A.hand":
        assert r.outcome["state"] == {"A.hand": 1 if undefended else 0}
    else:  # undefended: 1 from the trigger, 1 from 甲's AP (3.4.5.4)
        assert r.outcome["state"] == {"B.hp": 18 if undefended else 20}
    assert "3.4.5.4" in r.decided_by
    # defended, the reading that reads it when it triggers would have done it: said
    assert ("depends_on_reading" in r.outcome) == (not undefended)


def test_undefended_on_another_trigger_is_refused() -> None:
    ab = _ability("ターン開始時、ディフェンスされなかった場合、あなたは山札からカードを1枚引く。")
    assert not ab.supported  # type: ignore[attr-defined]


# --- 「対象の「飛行」の特殊能力を持つキャラクター1体に…」: a target described by a keyword (4.2.13,
# 3.4.5.7; the keyword as in force)

KW_TARGET = _board(
    _side(
        "field: [{name: 弓兵, type: character, ap: 1, dp: 3, text: "
        '"『弓兵』をタップする:対象の「%s」の特殊能力を持つキャラクター1体に1点のダメージを与える。"}]'
    ),
    _side(
        "field:",
        '  - {name: 鳥, type: character, ap: 1, dp: 3, text: "飛行"}',
        "  - {name: 兵, type: character, ap: 1, dp: 3}",
    ),
    ["{do: activate, card: 弓兵, target: %s}"],
    "[%s.damage]",
)


@pytest.mark.parametrize(
    ("kw", "target", "damage", "refused"),
    [("飛行", "鳥", 1, False), ("飛行", "兵", 0, True), ("潜水", "鳥", 0, True)],
)
def test_a_target_with_a_keyword(kw: str, target: str, damage: int, refused: bool) -> None:
    r = resolve(loads(KW_TARGET % (kw, target, target)))
    assert r.outcome["state"] == {f"{target}.damage": damage}
    assert bool(r.main.rejected) == refused


# -------- 「『X』は男性キャラクターにディフェンスされない」: the attacker's text over 3.4.5.3 (4.2.9)

SHUN = _board(
    _side(
        "field: [{name: 隼, type: character, ap: 2, dp: 3, "
        'text: "『隼』は男性キャラクターにディフェンスされない。"}]'
    ),
    _side(
        "field:",
        "  - {name: 武者, type: character, ap: 0, dp: 5, gender: 男性}",
        "  - {name: 巫女, type: character, ap: 0, dp: 5, gender: 女性}",
    ),
    ["{do: attack, attacker: 隼, defender: %s}"],
    "[B.hp]",
)


@pytest.mark.parametrize(("defender", "hp", "refused"), [("武者", 20, True), ("巫女", 20, False)])
def test_not_defended_by_a_gender(defender: str, hp: int, refused: bool) -> None:
    """A male defender is refused (the declaration is not made); a female one defends."""
    assert _ability("『甲』は男性キャラクターにディフェンスされない。").program.keyword == (  # type: ignore[attr-defined]
        "undefended_by:男性"
    )
    r = resolve(loads(SHUN % defender))
    assert bool(r.main.rejected) == refused
    if not refused:
        assert r.outcome["state"] == {"B.hp": hp}
