"""Playing a card (4.3.2) and using a field card's ability (4.3.3): the cost, the declaration
with its targets (4.2.13), interrupts resolved last-in first-out (4.3.4), the resolution with
targets checked again (4.3.2.6) and 空打ち (4.3.7)."""

from __future__ import annotations

import re
from collections.abc import Callable, Generator
from dataclasses import dataclass, replace
from typing import Any

from ruling import unsettled
from ruling.cardtext.ir import COMPARISONS, Sel
from ruling.choosing import (
    card_choice,
    choose_card,
    choose_one_at_a_time,
    choose_yes_no,
    put_in_chosen_order,
)
from ruling.core import CARD_CHOICE, Ctx
from ruling.games._co.basic import (
    change_hp,
    crash_cards,
    deal_to_character,
    effect_cause,
    gender_unknown,
    valid_target,
    who,
)
from ruling.games._co.cardtext import (
    DAMAGED_THIS_TURN,
    DEALT_THIS_TURN,
    KW_GROUPS,
    LATER_TURNS,
    ONE_OF,
    PLAYED_THIS_TURN,
    UNDER,
    WHO,
    Op,
    Program,
    _who_of,
    described,
    gained_programs,
    is_answer_gate,
    is_battle_gate,
    is_crash_gate,
    programs,
    renamed_when_gained,
    target_gender,
    target_keyword,
    target_owner,
    target_state,
    target_type,
)
from ruling.games._co.common import (
    APPLIED_FIRST,
    COUNTED_ZONES,
    KEEPS_OWN_IMMUNITY,
    SET_KINDS,
    SET_STATS,
    SWAPPED_ONCE,
    TYPE_JA,
    Proc,
    characters,
    controller,
    counter_key,
    counters_of,
    damage_of,
    dustbox_top_cond,
    dustbox_top_holds,
    energy,
    energy_free,
    energy_only,
    energy_only_after,
    energy_short,
    field_cards,
    find_card,
    has_keyword,
    immunity_stops,
    is_character,
    label,
    names_card,
    on_field,
    once_by_name,
    pv,
    read_alike,
    set_cards_stay,
    set_on,
    setting_source,
    statics_on,
    tapped_by,
    view,
    zone_counts_cond,
    zone_counts_hold,
)
from ruling.games._co.common import spelt as _spelt
from ruling.games._co.turn import (
    energy_allowed_here,
    no_play_here,
    reject_timing,
    timing_clauses,
)
from ruling.pregame import deck_listed
from ruling.rules import (
    UNFINISHED,
    AddEffect,
    Choose,
    Do,
    Mark,
    Move,
    MoveMany,
    Option,
    Orient,
    Reject,
    SetCard,
    SetVar,
    Shuffle,
    Warn,
)
from ruling.state import Card
from ruling.values import (
    assume_unmatched,
    branch_candidates,
    branch_condition,
    turn_phase,
    unknown_in_filter,
    unknown_truth,
    unknown_zone,
)


def not_done(cause: tuple[int, ...], more: tuple[str, ...] = (), **say: Any) -> Mark:
    """A step of a text that is not carried out, and why (4.3.2.6: the text is carried out as far
    as it can be; ``more``: the clauses of the reason, such as what a condition not met read):
    ``say`` holds the Mark's ``ja`` / ``en`` and what it ``touches``."""
    return Mark(caused_by=cause, clauses=("4.3.2.6", *more), **say)


# 「『…』」 printed in a card's text, one level of quotes inside allowed (『『X』以外の…』)
_QUOTED = re.compile(r"『((?:[^『』]|『[^『』]*』)*)』")


def _mode_key(op: Op) -> str:
    return "co.modes:" + "|".join(t for t, _ in op.value)


def choose_mode(
    ctx: Ctx, player: str, card: Card | None, op: Op, clauses: tuple[str, ...]
) -> Generator[Any, Any, int]:
    """The effect a 「次の2つから1つを選ぶ。『A』『B』」 text carries out, chosen by ``player``
    (``at: mode``, answered by the effect's text as printed, as the engine renders it, or its
    number): one of them."""
    printed = _QUOTED.findall(card.text or "") if card is not None else []
    printed = printed[-len(op.value) :] if len(printed) >= len(op.value) else []
    opts = tuple(
        Option(
            str(i + 1),
            t,
            t,
            i,
            aliases=tuple(dict.fromkeys((t, *((printed[i],) if printed else ())))),
        )
        for i, (t, _ops) in enumerate(op.value)
    )
    k = yield Choose(
        player,
        "mode",
        f"{card.label if card else ''} の効果を選ぶ",
        f"choose the effect of {card.label if card else 'the text'}",
        opts,
        clauses,
    )
    return int(k)


def nothing_to_choose(cause: tuple[int, ...], more: tuple[str, ...] = (), **say: Any) -> Mark:
    """A step choosing its cards as the text is carried out (「…を1枚選び」, 「手札からカードを…」)
    finds none: it is not done, the rest of the text goes on (4.3.2.6). It names no 「対象」, so
    nothing was required of it when the card was played — only a target must be proper for the
    play (4.2.13): the clause read to conclude that the play stood."""
    return Mark(caused_by=cause, clauses=("4.3.2.6", "4.2.13", *more), **say)


def _swapped_once(ctx: Ctx, uid: str) -> Generator[Any, Any, bool]:
    """An AP/DP swap (4.3.8 step 6 【能力値適用の特例】) coming into force on a character that
    another swap in force already swaps: 4.3.8 names the step, not what two swaps do. Run under
    both readings (co.unsettled ``two_swaps_one_card``): each applied in turn, the values back
    as they were (the engine's), or the swap a state 「…として扱う」 (4.3.8#ex2) that holds once
    however many are in force. Returns True under the second."""
    if not any(a.kind == "swap" for a in statics_on(ctx, uid)):
        return False
    who = controller(ctx, uid) or ctx.state.turn.player
    return (yield from unsettled.holds(who, "co", "two_swaps_one_card", "swapped_once"))


def _value_setting_first(ctx: Ctx, uid: str, op: Any, name: str) -> Generator[Any, Any, bool]:
    """A value setting (4.3.8 step 4, 「「1:1」の能力値を持つ」) coming into force on a character
    that holds another setting of the same value with a different number: 4.3.8 lists both at
    step 4 and orders none of them (its example orders step 3 only: 「適用されるカードのコント
    ローラー…が好きな順番で解決してください」). Run under both readings (co.unsettled
    ``value_settings_order``): the one in force later applied last (the engine's, time order),
    or the character's controller ordering them — then its choice ``value_setting_last`` names
    the setting applied last. Returns True when the new one is applied first (one in force
    holds)."""
    stats = SET_STATS[op.kind]
    held = [
        a
        for a in statics_on(ctx, uid)
        if a.kind in SET_KINDS
        and any(
            (s == "ap" and a.ap != op.ap) or (s == "dp" and a.dp != op.dp)
            for s in stats & SET_STATS[a.kind]
        )
    ]
    if not held:
        return False
    who = controller(ctx, uid) or ctx.state.turn.player
    ordered = yield unsettled.choose(
        who, "co", "value_settings_order", {"time_order": False, "controller_orders": True}
    )
    if not ordered:
        return False
    names = [setting_source(ctx, a.origin) for a in held]
    last = yield Choose(
        who,
        "value_setting_last",
        f"{label(ctx, uid)}: 最後に適用する能力値の指定を選ぶ（{name} / {'、'.join(names)}）",
        f"{uid}: choose the value setting applied last ({name} / {', '.join(names)})",
        (
            Option(name, f"{name}（新たな指定）", f"{name} (the new setting)", False),
            *(
                Option(n, f"{n}（適用中の指定）", f"{n} (the setting in force)", True)
                for n in dict.fromkeys(names)
            ),
        ),
        ("4.3.8",),
    )
    return bool(last)


def _own_immunity_kept(ctx: Ctx, uid: str) -> Generator[Any, Any, bool]:
    """「…はすべての特殊能力を失う」 coming into force on a character whose own special ability is
    an immunity (「『X』はスペルカードの効果を受けない」): 4.3.8 decides immunities at step 1, before
    the abilities lost at step 3, and applies everything again from the start when a new effect
    comes (its example 1's last sentence) — which of the two wins it does not say (4.3.8.1's
    example keeps an immunity only where it would undo itself). Run under both readings
    (co.unsettled ``immunity_lost_with_abilities``): lost with the abilities (the engine's), or
    the immunity decided at step 1 held. Returns True when it is held."""
    if not any(a.kind == "immune" and a.origin == uid for a in statics_on(ctx, uid)):
        return False
    return bool(
        (
            yield unsettled.choose(
                controller(ctx, uid) or ctx.state.turn.player,
                "co",
                "immunity_lost_with_abilities",
                {"lost_with_abilities": False, "step_one_holds": True},
            )
        )
    )


def damage_from_before(ctx: Ctx, card: Card) -> Proc:
    """A character card coming onto the field that holds damage from before it left it (returned
    to the hand, and played again in the same turn): the co rules have no rule making a card that
    changes zone a new one, and damage goes only at the turn's end (3−7−1) or with a crash negated
    (4−2−14) — 「キャラクターが受けたダメージは累積します」 (4−3−9) may still count it. Run under both
    readings (unsettled ``damage_off_field``): kept (the engine's), or gone with the field."""
    if int(card.states.get("damage") or 0) <= 0:
        return
    kept = yield unsettled.choose(
        controller(ctx, card.uid) or card.owner,
        "co",
        "damage_off_field",
        {"kept": True, "cleared": False},
    )
    if not kept:
        yield SetCard(
            uid=card.uid,
            changes={"damage": None},
            clauses=("4.3.9", "3.7.1"),
            ja=f"{card.label} がフィールドを離れる前に受けたダメージは残らない",
            en=f"the damage {card.label} took before it left the field does not remain",
        )


def same_name_on_field(ctx: Ctx, card: Card) -> tuple[str, ...]:
    """4.2.6 when a card of the same name is on the field already (either player's): any number
    of them may be there, so it enters all the same."""
    if not card.name:
        return ()
    for pl in ctx.state.players:
        if any(c.name == card.name and c.uid != card.uid for c in ctx.zone(pl, "field")):
            return ("4.2.6",)
    return ()


def _responses(ctx: Ctx, actions: list[dict[str, Any]], clauses: tuple[str, ...]) -> Proc:
    """4.3.4: each response is made before what it answers resolves; a play or use that follows
    another answers it (so the last one played resolves first)."""
    if not actions:
        return
    first, rest = dict(actions[0]), list(actions[1:])
    verb = first.pop("do")
    if verb == "activate" and _energy_use(ctx, first):
        # an ability that only gains energy is no 「行動」 (4.3.1#li2) and may be used whether or
        # not its user has priority (4.3.1 「いつでも行うことができます」): nothing answers it
        # (4.3.4: an interrupt is an action made on an action), it resolves at once, and what
        # follows answers what was being answered, paid with that energy
        yield Do(verb, first, clauses=("4.3.1", "4.3.1#li2"))
        yield from _responses(ctx, rest, clauses)
        return
    if verb in ("play", "activate") and rest:
        first["respond"] = list(first.get("respond") or []) + rest
        rest = []
    # 4.3.4#li4: 「プレイヤーの制限もありません」 — a player may interrupt what it played or used
    # itself; such an answer is read against that item. 「割り込みの回数制限はありません」 — an
    # answer to an item that itself answered another (an interrupt on an interrupt) is one more
    # interrupt the clause allows
    now = ctx.state.vars.get(ANSWERING) or {}
    answered = now.get("player")
    nested = bool(now.get("nested"))
    who = first.get("player")
    if who is None and first.get("card"):
        # the player whose hand or field the card is in: who plays or uses it (4.2.12)
        w = ctx.where(uid) if (uid := find_card(ctx, first["card"], None)) else None
        who = w[0] if w else None
    own = ("4.3.4#li4",) if nested or (who is not None and who == answered) else ()
    yield Do(verb, first, clauses=(*clauses, *own))
    yield from _responses(ctx, rest, clauses)


def _answered(ctx: Ctx, actions: list[dict[str, Any]]) -> tuple[int, ...]:
    """The last steps of the cards played or used in answer (``respond``): what is answered
    resolves after them (4.3.4: 逆順処理), so its resolution follows from them."""
    out: list[int] = []
    for act in actions:
        uid = find_card(ctx, act.get("card"), act.get("player")) if act.get("card") else None
        step = ctx.step_of(uid) if uid else None
        if step is not None:
            out.append(step)
    return tuple(out)


def _second_target(
    ctx: Ctx, prog: Any, ref: Any, by: tuple[str | None, str], first: str | None = None
) -> Generator[Any, Any, str | None]:
    """The second of two target characters (「対象のXと対象のY」, 「対象のキャラクター2体」,
    ``target2``), if the text has one and it is proper (4.2.13: chosen at the declaration) — a
    character other than the first target (「2体」 counts two cards); None otherwise. The first
    target named again as a second written apart (「対象のキャラクター1体と、対象のキャラクター
    1体に」): 4.2.13 does not say whether the two must differ — run under both readings
    (co.unsettled ``same_card_both_targets``: the engine's, two cards)."""
    sec = prog.second_target if prog is not None else None
    if sec is None:
        return None
    t2 = _target_ref(ctx, "character", ref)
    if t2 is not None and t2 == first and sec.apart:
        same = yield from unsettled.holds(by[1], "co", "same_card_both_targets", "same_card")
        if not same:
            return None
    elif t2 is not None and t2 == first:
        return None
    if t2 is None or not valid_target(
        ctx,
        "character",
        t2,
        sec.gender,
        None,
        sec.keyword,
        by=by,
        state=sec.state,
        owner=sec.owner,
    ):
        return None
    return t2


def _target_ref(ctx: Ctx, kind: str, ref: Any) -> str | None:
    if ref is None:
        return None
    if kind == "player":
        return str(ref) if str(ref) in ctx.state.players else None
    zone = {"played": "playing", "dust_card": "dustbox"}.get(kind, "field")
    return find_card(ctx, ref, None, (zone,))


# the duration an effect's text gives, for the rulings' words
_UNTIL_JA = {
    "turn": "、ターン終了時まで",
    "battle": "、戦闘終了時まで",
    "next_turn": "、次のターン終了時まで",
    "your_next_turn": "、次のあなたのターン終了時まで",
    "opponent_next_turn": "、次の相手のターン終了時まで",
    "phase:end": "、エンドフェイズ終了時まで",
}


def later_turn_end(ctx: Ctx, until: str | None, player: str) -> str | None:
    """The duration an effect is given (``AddEffect.until``): 「次の(あなたの / 相手の)ターン終了
    時まで」 (``cardtext.LATER_TURNS``) as the end of that turn, ``turn:<number>`` — the next turn;
    of ``player`` (the effect's controller, 「あなた」) or the other player's, turns alternating
    (3: the players take turns) — ended at that turn's 3.7.2 (``turn.turn_end``); any other as
    it is."""
    if until not in LATER_TURNS:
        return until
    n = ctx.state.turn.number
    mine = ctx.state.turn.player == player
    if until == "your_next_turn":
        n += 2 if mine else 1
    elif until == "opponent_next_turn":
        n += 1 if mine else 2
    else:
        n += 1
    return f"turn:{n}"


def _battle_duration_holds(
    ctx: Ctx, name: str, cause: tuple[int, ...]
) -> Generator[Any, Any, bool]:
    """An effect 「戦闘終了時まで、…」 brought about when no battle is going on: 3.4.5.5 ends such
    effects at a battle's end, and a battle is the run from its start declaration to its end
    (3.4.5) — does it last to the end of the next battle, or has it no battle to last to? The
    text does not say (co.unsettled ``battle_end_effect_outside_battle``): both run. True: it is
    applied (lasting to the next battle's end); False: it is not."""
    if ctx.state.vars.get("co.battle"):
        return True
    lasts = yield unsettled.choose(
        ctx.state.turn.player,
        "co",
        "battle_end_effect_outside_battle",
        {"next_battle": True, "no_battle": False},
    )
    if lasts:
        return True
    yield Mark(
        clauses=("3.4.5.5", "3.4.5"),
        ja=f"{name} の「戦闘終了時まで」の効果: 戦闘中ではないため、持続する戦闘がない",
        en=f"{name}'s effect 「until the end of the battle」: no battle is going on for it to last",
        caused_by=cause,
    )
    return False


# what a card's 「〜にセット」 names (3.4.3), for the rulings' words
_SET_TO_JA = {
    "field": "フィールド",
    "character": "キャラクター",
    "navigator": "ナビゲーター",
    "either": "キャラクターかナビゲーター",
}
_SET_TO_EN = {
    "field": "the field",
    "character": "a character",
    "navigator": "a navigator",
    "either": "a character or a navigator",
}


# the clause of each card type saying when and by whom it may be played (3.4.1 navigator: in one's
# own main phase, once a turn; 3.4.2 character: in a main phase; 3.4.3 event, spell, item: by
# any player in either turn, when its play condition is met)
def _condition_clause(card_type: str | None) -> tuple[str, ...]:
    """3.4.3 for an event, spell or item card: 「該当カードのプレイ条件を満たしており…プレイすることが
    できます」 — a play refused for want of a proper target (4.2.13) fails that condition."""
    return ("3.4.3",) if card_type in ("event", "spell", "item") else ()


PLAY_CLAUSE: dict[str, tuple[str, ...]] = {
    "navigator": ("3.4.1",),
    "character": ("3.4.2",),
    "event": ("3.4.3",),
    "spell": ("3.4.3",),
    "item": ("3.4.3",),
}


# 「ダメージを与えた(受けた)直後」「ダメージを与えた(受けた)とき」: the condition of a card that may
# be played or used in the windows of a damage (4.3.10.2, 4.3.10.4); 「軽減(増加)」 one that changes
# the damage's amount (the reduction window's, not the window right after)
_DAMAGE_CONDITION = re.compile(r"ダメージを(?:与え|受け)た(?:直後|とき)")
_CHANGES_DAMAGE = re.compile(r"軽減|増加")


def _outside_restriction(
    ctx: Ctx, player: str, during: str | None, name: str, skill: str, clauses: tuple[str, ...]
) -> Reject | None:
    """「この特殊能力は、あなたのターン(のメインフェイズ)にのみ使用できる」 / 「このスペルは、…に
    のみプレイできる」 (``Program.only_during`` ``"<whose>:<phase>"``): outside that turn / phase
    the use (3.4.4 「特に表記がないかぎり」) or the play (3.4.3's play condition) is refused — the
    card's text over the rules (4.2.9). None when it may be done now."""
    if during is None:
        return None
    # 「…中には / …にはプレイ(使用)できない」 (``"!<whose>:<phase>"``): refused in that time alone
    never = during.startswith("!")
    whose, phase = during.lstrip("!").split(":")
    st = ctx.state
    owner = {"you": player, "opponent": st.opponent(player)}.get(whose)
    turn_ok = owner is None or st.turn.player == owner
    phase_ok = (
        phase == "*"
        or (phase == "main" and st.turn.phase in (None, "main"))
        or (phase == "end" and st.turn.phase == "end")
        # 「戦闘中にのみ」: from the battle's start declaration to its end (3.4.5, 3.4.5.6)
        or (phase == "battle" and bool(st.vars.get("co.battle")))
    )
    if (turn_ok and phase_ok) != never:
        return None
    when_ja = ({"you": "自分の", "opponent": "相手の"}.get(whose, "") + "ターン") if owner else ""
    when_ja += {"main": "のメインフェイズ", "end": "のエンドフェイズ", "battle": "の戦闘中"}.get(
        phase, ""
    )
    what_ja, what_en = ("使用", "used") if skill == "use" else ("プレイ", "played")
    if never:
        return Reject(
            f"{name} はテキストにより{when_ja.lstrip('の')}には{what_ja}できません",
            f"{name} may not be {what_en} in {during.lstrip('!')} by its text",
            (*clauses, "4.2.9"),
        )
    return Reject(
        f"{name} はテキストにより{when_ja.lstrip('の')}にのみ{what_ja}できます（いまはその時ではありません）",
        f"{name} may be {what_en} only in {during} by its text (this is not such a time)",
        (*clauses, "4.2.9"),
    )


def _condition_unmet(
    ctx: Ctx, player: str, cond: Any, uid: str, name: str, skill: str
) -> Reject | None:
    """「この特殊能力は、<条件>場合にのみ使用できる」 / 「このカードは、…場合にのみプレイできる」
    (``Program.only_if``, 4.3.5 「その条件さえ満たしていれば」): refused unless the condition holds
    now (a value not given is not taken to hold). None when it may be done."""
    if cond is None or condition_holds(ctx, cond, player, uid) is True:
        return None
    what_ja, what_en = ("使用", "used") if skill == "use" else ("プレイ", "played")
    return Reject(
        f"{name} はテキストの条件を満たすときにのみ{what_ja}できます（いまは満たしていません）",
        f"{name} may be {what_en} only while its text's condition holds (it does not now)",
        ("4.3.5", "4.2.9"),
    )


def no_interrupt_refusal(ctx: Ctx, what_ja: str, what_en: str) -> Reject | None:
    """While a card whose text forbids interrupts against its play waits to resolve, nothing is
    played or used in answer (4.3.4#li3, 4.2.9)."""
    shield = ctx.state.vars.get("co.no_interrupt")
    if not shield:
        return None
    return Reject(
        f"{shield} のプレイに対して割り込みを行うことはできないため、ここでは何も{what_ja}できません",
        f"no interrupt may answer the play of {shield}: nothing may be {what_en} here",
        ("4.3.4#li3", "4.2.9"),
    )


# what a card whose text the scenario does not give does, read from its ``resolve:`` (the
# verbs it spells out): it negates a crash, it changes (reduces, increases) a damage
_NEGATE_VERBS = frozenset({"negate_crash"})
_CHANGE_VERBS = frozenset({"reduce_damage", "increase_damage"})


def _stated(resolve: list[dict[str, Any]] | None, verbs: frozenset[str]) -> bool | None:
    """Whether the ``resolve:`` of a card without text does one of ``verbs``; None when it
    spells out nothing (what the card does is not known)."""
    if not resolve:
        return None
    return any(isinstance(a, dict) and a.get("do") in verbs for a in resolve)


def damage_window_refusal(
    ctx: Ctx,
    card: Card,
    what_ja: str,
    what_en: str,
    resolve: list[dict[str, Any]] | None = None,
    gated: str | None = None,
    player: str | None = None,
) -> Generator[Any, Any, Reject | None]:
    """The window's refusal (``_damage_window_refusal``), unless the card is one 4.3.5 lets be
    played (used) at a moment of another kind met now (``gated``: 「相手のデュエルマスターが
    エネルギーを得た直後にのみ…」 inside a damage's or a crash's window): whether 4.3.5's 「通常は
    カードをプレイできない時にでも」 lifts the window's 「それ以外のカードはプレイ・使用できません」
    the text does not say (co.unsettled only_right_after_in_exclusive_window, both run)."""
    bad = yield from _damage_window_refusal(ctx, card, what_ja, what_en, resolve)
    if bad is None or gated is None or not bad.clauses:
        return bad
    if bad.clauses[0] not in _EXCLUSIVE_WINDOWS or bad.clauses[0] in _own_windows(gated):
        return bad
    through = yield from unsettled.holds(
        player or ctx.state.turn.player,
        "co",
        "only_right_after_in_exclusive_window",
        "through",
        more=(bad.clauses[0],),
    )
    return None if through else bad


# the windows whose clause lets only cards of its own condition be played or used (「それ以外の
# カードはプレイ・使用できません」): a damage's (4.3.10.2, 4.3.10.4) and a crash's (4.3.11.2,
# 4.3.11.4)
_EXCLUSIVE_WINDOWS = ("4.3.10.2", "4.3.10.4", "4.3.11.2", "4.3.11.4")


def _own_windows(gate: str) -> tuple[str, ...]:
    """The windows a gate's own moment is the condition of (a card gated on a damage is judged
    by the damage's windows alone, 4.3.10.2 / 4.3.10.4; on a crash, by the crash's)."""
    if gate in DAMAGE_GATES:
        return ("4.3.10.2", "4.3.10.4")
    if is_crash_gate(gate):
        return ("4.3.11.2", "4.3.11.4")
    return ()


def _damage_window_refusal(
    ctx: Ctx,
    card: Card,
    what_ja: str,
    what_en: str,
    resolve: list[dict[str, Any]] | None = None,
) -> Generator[Any, Any, Reject | None]:
    """Inside a damage's windows (4.3.10.2 the reduction window, 4.3.10.4 the window right after
    the damage) only cards whose condition is 「ダメージを与えた(受けた)直後 / とき」 may be played
    or used — those that reduce (increase) the damage in the first, the others in the second
    (「それ以外のカードはプレイ・使用できません」). Returns a Reject, or None; a card whose text
    the scenario does not give is taken to be of the window, said as an assumption — unless what
    its ``resolve:`` spells out (``resolve``) says it is of the other kind (a reduction in the
    window right after, a negation of a crash in the window after the crash was decided)."""
    from ruling.games._co.basic import window_gone_refusal

    gone = window_gone_refusal(ctx, what_ja, what_en)
    if gone is not None:
        return gone
    vars_ = ctx.state.vars
    crash = vars_.get("co.crash_window")
    if crash is not None:
        return (
            yield from _crash_window_refusal(
                ctx, card, what_ja, what_en, crash == "negate", resolve
            )
        )
    if vars_.get("co.reduction") is not None:
        clause, want_change = "4.3.10.2", True
    elif vars_.get("co.after_damage"):
        clause, want_change = "4.3.10.4", False
    else:
        return None
    given = bool((card.text or "").strip())
    stated = None if given else _stated(resolve, _CHANGE_VERBS)
    if stated is not None and stated != want_change:
        return _window_kind_refusal(
            card, what_ja, what_en, clause, _damage_kind_ja(want_change), want_change, "damage"
        )
    if not given:
        # no text (none given, or an empty one): taken to be of the window, as in a crash's
        yield Warn(
            "assumption",
            f"{card.label} のテキストがシナリオにないため、ダメージの{'軽減' if want_change else '直後'}"
            "のタイミングにプレイ・使用できるカードとして扱います",
            f"{card.label}'s text is not given: taken to be a card of this damage window",
            clauses=(clause,),
            key="not_given_taken_to_meet",
        )
        return None
    # a card that changes the damage: its text says 軽減 / 増加, or an ability of it compiles to
    # a reduction (「…が受けるダメージを0にする」)
    text = card.text or ""
    changes = bool(_CHANGES_DAMAGE.search(text)) or any(
        o.kind == "reduce" for pr in programs(card) for o in pr.ops
    )
    fits = bool(_DAMAGE_CONDITION.search(text)) and changes == want_change
    if fits:
        return None
    return _window_kind_refusal(
        card, what_ja, what_en, clause, _damage_kind_ja(want_change), want_change, "damage"
    )


def _damage_kind_ja(want_change: bool) -> str:
    return (
        "ダメージを軽減(増加)するカード"
        if want_change
        else "ダメージを軽減(増加)するカード以外のカード"
    )


def _window_kind_refusal(
    card: Card, what_ja: str, what_en: str, clause: str, kind_ja: str, want: bool, of: str
) -> Reject:
    """The refusal of a card not of the window's kind (4.3.10.2 / 4.3.10.4 of a damage, 4.3.11.2
    / 4.3.11.4 of a crash: 「それ以外のカードはプレイ・使用できません」)."""
    if of == "damage":
        cond_ja, cond_en = (
            "「ダメージを与えた(受けた)直後 / とき」",
            "「right after / when damage is dealt (taken)」",
        )
        kind_en = " that reduces (increases) the damage" if want else " that does not change it"
    else:
        cond_ja, cond_en = (
            "「クラッシュした直後」「クラッシュしたとき」",
            "「right after / when it crashed」",
        )
        kind_en = " that negates the crash" if want else " other than one negating it"
    return Reject(
        f"ここでは{cond_ja}が条件の{kind_ja}しか{what_ja}できません（{card.label} は該当しません）",
        f"here only a card whose condition is {cond_en}{kind_en} may be {what_en} "
        f"({card.label} is not one)",
        (clause,),
    )


# 「クラッシュした直後」「クラッシュしたとき」: the condition of a card of a crash's windows (4.3.11.2,
# 4.3.11.4); 「クラッシュをうち消す」 one that negates it (the first window's, not the second's)
_CRASH_CONDITION = re.compile(r"クラッシュした(?:直後|とき)")
_NEGATES_CRASH = re.compile(r"クラッシュを(?:うち|打ち)消")


def _crash_window_refusal(
    ctx: Ctx,
    card: Card,
    what_ja: str,
    what_en: str,
    negate: bool,
    resolve: list[dict[str, Any]] | None = None,
) -> Generator[Any, Any, Reject | None]:
    """In the window of 4.3.11.2 only cards whose condition is 「クラッシュした直後 / とき」 that
    negate the crash may be played or used, in that of 4.3.11.4 only such cards that do not
    (「それ以外のカードはプレイ・使用できません」). A card whose text the scenario does not give is
    taken to be of the window, said as an assumption — unless its ``resolve:`` says it is of the
    other kind (a negation of the crash after it was decided: 4.3.11.4 refuses it)."""
    clause = "4.3.11.2" if negate else "4.3.11.4"
    kind_ja = "「クラッシュをうち消す」カード" if negate else "「クラッシュをうち消す」以外のカード"
    if not (card.text or "").strip():
        stated = _stated(resolve, _NEGATE_VERBS)
        if stated is not None and stated != negate:
            return _window_kind_refusal(card, what_ja, what_en, clause, kind_ja, negate, "crash")
        yield Warn(
            "assumption",
            f"{card.label} のテキストがシナリオにないため、"
            f"{'クラッシュのうち消し' if negate else 'クラッシュした直後'}のタイミングにプレイ・使用できる"
            "カードとして扱います",
            f"{card.label}'s text is not given: taken to be a card of this window of the crash",
            clauses=(clause,),
            key="not_given_taken_to_meet",
        )
        return None
    text = card.text
    if _CRASH_CONDITION.search(text) and bool(_NEGATES_CRASH.search(text)) == negate:
        return None
    return _window_kind_refusal(card, what_ja, what_en, clause, kind_ja, negate, "crash")


# the moments 「…ダメージを受けた直後にのみ」: any damage's, a character's
DAMAGE_GATES = (
    "damage_received",
    "damage_received_character",
    "damage_received_this",
    # 「あなたの / 相手のキャラクターがダメージを受けた直後」: a character of the player's who plays
    # or uses it / of the other's (4.2.12: the controller)
    "damage_received_character:you",
    "damage_received_character:opponent",
)


# what the plays and uses made now answer (4.3.4): the play or use whose interrupt window is
# open (4.3.2.5 / 4.3.3.5) — ``{what: played | used, type, uid}``, the innermost one
ANSWERING = "co.answering"


def _answer_in_banned_step(
    ctx: Ctx, player: str, bad: Reject | None
) -> Generator[Any, Any, Reject | None]:
    """A play or use refused by its step's ban alone (``turn.reject_timing``: 3.2.x, 3.3.x,
    3.6.1–3.6.3, 3.7.x), made in answer to an action whose interrupt window is open (4.3.2.5,
    4.3.4 — an action there only by 4.3.5's moment): whether the ban covers the interrupt is
    not settled (co.unsettled interrupt_in_no_play_step, both readings run; the step's clauses
    named with the point's). Returns the refusal, or None under the reading that allows it."""
    if bad is None or ctx.state.vars.get("co.paying") or not ctx.state.vars.get(ANSWERING):
        return bad
    allowed = yield unsettled.choose(
        player,
        "co",
        "interrupt_in_no_play_step",
        {"step_ban_stands": False, "interrupt_open": True},
        more=bad.clauses,
    )
    return None if allowed else bad


# the battle moments (``cardtext._battle_moment``): the turn's step whose action timing it is
# (3.4.5.6 after each declaration), the clause of that declaration, and what it is said as
_BATTLE_STEPS = {
    "start": (
        "battle_start",
        "3.4.5.1",
        "戦闘開始宣言を行った直後",
        "right after a battle is declared",
    ),
    "attack": ("attack", "3.4.5.2", "アタックを行った直後", "right after an attack is declared"),
    "defense": (
        "defense",
        "3.4.5.3",
        "ディフェンスを行った直後",
        "right after a defence is declared",
    ),
    "before_damage": (
        "defense",
        "3.4.5.4",
        "ダメージの応酬の直前",
        "right before the damage exchange",
    ),
}
_BATTLE_WHO_JA = {
    "you": "あなたの",
    "opponent": "敵",
    "target": "対象の",
    "this": "このカードの",
    "any": "",
}


def battle_gate_refusal(
    ctx: Ctx, gate: str, src: str | None, target: Any, player: str | None, ja_act: str, en_act: str
) -> Reject | None:
    """「戦闘開始宣言 / <who>がアタック / ディフェンスを行った直後にのみ、ダメージの応酬の直前にのみ
    …してもよい」 (4.3.5): now is the action timing right after that declaration of the battle in
    progress (3.4.5.6; the one after the defence declaration is the last before the damage
    exchange, 3.4.5.4), and the attacker (defender) is the character named — one the player
    (``player``) controls or the other does (4.2.12), the play's target (4.2.13), this card
    (``src``, 4.2.10). None when it is; else the refusal, with the clauses that say so."""
    _, step, who = (gate.split(":") + ["any"])[:3]
    at, clause, ja, en = _BATTLE_STEPS[step]
    st = ctx.state
    ok = bool(st.vars.get("co.battle")) and st.turn.step == at
    cited: tuple[str, ...] = ()
    if ok and step in ("attack", "defense"):
        uid = st.vars.get("co.attacking" if step == "attack" else "co.defending")
        if not uid:
            ok = False
        elif who in ("you", "opponent"):
            mine = player is not None and controller(ctx, uid) == player
            ok = mine if who == "you" else not mine
            cited = ("4.2.12",)
        elif who == "target":
            aimed = find_card(ctx, str(target), None, ("field",)) if target else None
            ok = aimed == uid
            cited = ("4.2.13",)
        elif who == "this":
            ok = uid == src
    if ok:
        return None
    whose = _BATTLE_WHO_JA.get(who, "")
    subject_ja = f"{whose}キャラクターが" if step in ("attack", "defense") else ""
    return Reject(
        f"{ja_act}は{subject_ja}{ja}にのみできます（いまはその時点ではありません）",
        f"it may be {en_act} only {en}"
        + (f" ({who} character)" if step in ("attack", "defense") else "")
        + " (this is not such a moment)",
        ("4.3.5", "3.4.5.6", clause, *cited),
    )


def answer_gate_refusal(
    ctx: Ctx, gate: str, label: str, ja_act: str, en_act: str, player: str | None = None
) -> Any:
    """「(Xカード)がプレイされた直後 / (キャラクターの)特殊能力が使用された直後にのみ…してもよい」
    (4.3.5): made in the interrupt window of such a play or use (4.3.2.5 / 4.3.3.5), answering
    it (4.3.4) — else the Reject to yield; None when it may be made now. ``played:<type>:<whose>``
    («敵デュエルマスター / あなたがXカードをプレイした直後»): a play by the other player than
    ``player`` (the one making this) or by ``player``."""
    what, _, rest = gate.partition(":")
    kind, _, whose = rest.partition(":")
    now = ctx.state.vars.get(ANSWERING)
    if isinstance(now, dict) and now.get("what") == what and kind in ("any", now.get("type")):
        by = now.get("player")
        if not whose or (by is not None and (by == player) is (whose == "you")):
            return None
    kind_ja = "" if kind == "any" else TYPE_JA.get(kind, kind)
    if what == "played" and whose:
        by_ja = "あなた" if whose == "you" else "敵デュエルマスター"
        moment_ja = f"{by_ja}が{kind_ja or ''}カードをプレイした直後"
        by_en = "you play" if whose == "you" else "the enemy plays"
        moment_en = f"right after {by_en} {'a' if kind == 'any' else 'a ' + kind} card"
        cl = "4.3.2.5"
    elif what == "played":
        moment_ja = f"{kind_ja}カードがプレイされた直後" if kind_ja else "カードがプレイされた直後"
        moment_en = f"right after {'a' if kind == 'any' else 'a ' + kind} card is played"
        cl = "4.3.2.5"
    else:
        moment_ja = (
            f"{kind_ja}の特殊能力が使用された直後" if kind_ja else "特殊能力が使用された直後"
        )
        moment_en = (
            f"right after {'an' if kind == 'any' else 'a ' + kind + chr(39) + 's'} ability is used"
        )
        cl = "4.3.3.5"
    return Reject(
        f"{label} は{moment_ja}にのみ{ja_act}できます（いまはその時点ではありません）",
        f"{label} may be {en_act} only {moment_en} (this is not such a moment)",
        ("4.3.5", cl, "4.3.4"),
    )


def in_damage_window(
    ctx: Ctx, gate: str, src: str | None = None, player: str | None = None
) -> bool:
    """Whether a damage's window is open now (4.3.10.2 the reduction, 4.3.10.4 right after it) —
    for ``damage_received_character`` («キャラクターがダメージを受けた直後»), one of damage dealt
    to a character (a player's damage window has no card; the window right after is a
    character's only)."""
    vars_ = ctx.state.vars
    if gate == "damage_received_this":
        # 「『X』がダメージを受けた直後」: a window of damage dealt to this card (``src``) itself
        after = vars_.get("co.after_damage")
        if after:
            return after == src
        window = vars_.get("co.reduction_of") if vars_.get("co.reduction") is not None else None
        return isinstance(window, dict) and src is not None and window.get("card") == src
    whose = gate.partition(":")[2]
    if not vars_.get("co.after_damage") and vars_.get("co.reduction") is None:
        return False
    if whose:
        # the damage's character (``co.reduction_of``, kept through the window right after)
        # must be one the player (``player``) or the other controls
        after = vars_.get("co.after_damage")
        of = after if isinstance(after, str) else (vars_.get("co.reduction_of") or {}).get("card")
        if not of or player is None:
            return False
        mine = controller(ctx, of) == player
        return mine if whose == "you" else not mine
    if vars_.get("co.after_damage"):
        return True
    if gate == "damage_received_character":
        return bool((vars_.get("co.reduction_of") or {}).get("card"))
    return True


_GATE_KIND_JA = {
    "character": "キャラクター",
    "navigator": "ナビゲーター",
    "item": "アイテム",
    "card": "カード",
}
_GATE_WHOSE_JA = {"you": "あなたの", "opponent": "相手の", "any": ""}


# the moments right after a player did something (4.3.5): the ref the step that did it touches
# (``basic.gain_energy``, ``basic.draw``), and what it is said as
_PLAYER_MOMENTS = {
    "opponent_gained_energy": ("gained", "opponent", "エネルギーを得た", "gains energy"),
    "opponent_lost_energy": ("lost", "opponent", "エネルギーを失った", "loses energy"),
    "drew:opponent": ("drew", "opponent", "カードを引いた", "draws a card"),
    "drew:you": ("drew", "you", "カードを引いた", "draws a card"),
}


def is_player_moment(gate: str | None) -> bool:
    """Whether ``gate`` is a moment right after a player did something (``_PLAYER_MOMENTS``)."""
    return gate in _PLAYER_MOMENTS


def player_moment_met(
    ctx: Ctx, gate: str, label: str, ja_act: str, en_act: str, player: str
) -> tuple[int | None, Reject | None]:
    """「相手のデュエルマスターがエネルギーを得た / カードを引いた直後にのみ…してもよい」 (4.3.5): the
    step that did it when it is the one right before this play or use (its action's own record
    in between), else the refusal."""
    ref, whose, did_ja, did_en = _PLAYER_MOMENTS[gate]
    actor = ctx.state.opponent(player) if whose == "opponent" else player
    done = ctx.step_of(f"{ref}.{actor}")
    # the step right before this play or use (its action's own record in between) — an attempt
    # refused in between is no action done (nothing happened in the game)
    if done is not None and all(ctx.refused(i) for i in range(done + 1, ctx.last)):
        return done, None
    who_ja = "相手のデュエルマスター" if whose == "opponent" else "あなた"
    who_en = "the opponent" if whose == "opponent" else "its player"
    return None, Reject(
        f"{label} は{who_ja}が{did_ja}直後にのみ{ja_act}できます（いまはその時点ではありません）",
        f"{label} may be {en_act} only right after {who_en} {did_en} (this is not such a moment)",
        ("4.3.5",),
    )


def crash_gate_refusal(
    ctx: Ctx, gate: str, target: Any, player: str | None = None
) -> tuple[str, str, tuple[str, ...]] | None:
    """Whether now is the moment a 「…クラッシュした直後にのみ」 card (ability) names (4.3.5): a
    crash's window (4.3.11.2 / 4.3.11.4; a hand card's, 4.3.5 alone) — of any card
    (``crashed``), of a character (``crashed_character``), of the card the play targets
    (``crashed_target``, 4.2.13), of a card a phrase describes (``crashed:<whose>:<kind>:
    <zone>``: whose relative to ``player``, who plays or uses it; 4.2.12 the controller). None
    when it is; else (what it names ja, en, the clauses that say so)."""
    window = ctx.state.vars.get("co.crash_window")
    crashing = ctx.state.vars.get("co.crash_window_card")
    crashed = ctx.state.vars.get("co.crash_window_from") or {}
    if gate == "crashed":
        return None if window is not None else ("クラッシュした直後", "right after a crash", ())
    if gate == "crashed_character":
        gate = "crashed:any:character:field"
    if gate.startswith("crashed:"):
        _, whose, kind, zone = gate.split(":")
        ja = (
            f"{_GATE_WHOSE_JA.get(whose, '')}{'手札の' if zone == 'hand' else ''}"
            f"{_GATE_KIND_JA.get(kind, kind)}がクラッシュした直後"
        )
        en = f"right after {'a' if whose == 'any' else 'your' if whose == 'you' else 'an opponent' + chr(39) + 's'} {kind}{' of the hand' if zone == 'hand' else ''} crashed"
        c = ctx.card(crashing) if window is not None and crashing else None
        from_zone = crashed.get("zone") or ("field" if c is not None else None)
        from_player = crashed.get("player") or (c.owner if c is not None else None)
        ok = (
            c is not None
            and (zone == "any" or from_zone == zone)
            and (kind == "card" or (crashed.get("type") or c.type) == kind)
            and (whose == "any" or player is None or (from_player == player) == (whose == "you"))
        )
        # whose card it was: the controller of a card on the field, the hand's player (4.2.12)
        return None if ok else (ja, en, ("4.2.12",) if whose != "any" else ())
    uid = find_card(ctx, str(target), None, ("field",)) if target else None
    if window is not None and crashing and uid == crashing:
        return None
    return (
        "対象のキャラクターがクラッシュした直後",
        "right after the character it targets crashed",
        ("4.2.13",),
    )


def play(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A card's play (4.3.2); once it has resolved — misfired too (4.3.7) — the abilities that
    wait for 「…のプレイに成功したとき」 trigger (4.3.2.6); a play negated does not resolve."""
    from ruling.games._co.triggers import fire_together

    done = yield from _play(ctx, p)
    if done is not None:
        uid, steps = done
        w = ctx.where(uid)
        card = ctx.card(uid)
        entered = (
            w is not None
            and w[1] == "field"
            and card is not None
            and card.type in ("character", "navigator")
        )
        # a character (navigator) played enters the field as its play resolves (3.4.2, 3.4.1):
        # 「…がフィールドに出たとき」 triggers with 「…のプレイに成功したとき」, ordered together
        yield from fire_together(
            ctx, [("played", [uid]), *((("enter", [uid]),) if entered else ())], steps
        )


def _play(ctx: Ctx, p: dict[str, Any]) -> Generator[Any, Any, tuple[str, tuple[int, ...]] | None]:
    st = ctx.state
    player = who(ctx, p)
    uid = find_card(ctx, p["card"], player, ("hand", "aside"))
    w = ctx.where(uid) if uid else None
    # 4.2.1: a card set aside 「手札にあるかのようにプレイできる」 is played as from the hand
    as_if = w is not None and w[1] == "aside"
    if uid is None or w is None or w[1] not in ("hand", "aside") or w[0] != player:
        yield Reject(
            f"{p['card']} は {player} の手札にありません",
            f"{p['card']} is not in {player}'s hand",
            ("4.3.2",),
        )
        return None
    card = ctx.card(uid)
    assert card is not None
    if p.get("resolve") and (card.text or "").strip():
        # `resolve:` spells out the effect of a card whose text is not given (docs/scenarios.md);
        # with the text given the effect would be carried out twice: an error of the input
        from ruling.scenario import Diagnostic, ScenarioError

        raise ScenarioError(
            "",
            [
                Diagnostic(
                    "resolve",
                    f"{card.label} has its card text: 'resolve:' is only for a card whose text "
                    "is not given (its effect would be carried out twice)",
                    ja=f"{card.label} にはカードテキストがあります: 'resolve:' はテキストのない"
                    "カードの効果を書くためのものです（効果が二度行われてしまいます）",
                )
            ],
        )
    progs = programs(card)
    kws = {pr.keyword for pr in progs if pr.kind == "keyword"}
    banned_by = play_banned_by(ctx, player, card)
    if banned_by is not None:
        # 「あなた / 相手は(X)カードをプレイできない」 of a card in force (4.3.8): the card text
        # over the rules that let it be played (4.2.9)
        yield Reject(
            f"{banned_by.label} の効果により、{player} は{TYPE_JA.get(card.type or '', card.type)}カードをプレイできません",
            f"{banned_by.label}'s effect: {player} may not play {card.type} cards",
            ("4.2.9", "4.3.8"),
            caused_by=tuple(x for x in (ctx.step_of(banned_by.uid),) if x is not None),
        )
        return None
    gate = next((pr.only_after for pr in progs if is_crash_gate(pr.only_after)), None)
    refused = crash_gate_refusal(ctx, gate, p.get("target"), player) if gate else None
    if refused is not None:
        # 「(対象の)(キャラクターが)クラッシュした直後にのみプレイしてもよい」 (4.3.5): played in
        # a crash's window alone (4.3.11.2 the negation, 4.3.11.4 right after it)
        yield Reject(
            f"{card.label} は{refused[0]}にのみプレイできます（いまはその時点ではありません）",
            f"{card.label} may be played only {refused[1]} (this is not such a moment)",
            ("4.3.5", "4.3.11.2", "4.3.11.4", *refused[2]),
        )
        return None
    dgate = next((pr.only_after for pr in progs if pr.only_after in DAMAGE_GATES), None)
    if dgate is not None and in_damage_window(ctx, dgate, card.uid, player):
        # 4.3.5: in that damage's window it may be played where plays are otherwise not (as its
        # use is, ``activate``)
        gate = dgate
    elif dgate is not None:
        # 「ダメージを受けた直後にのみプレイしてもよい」 (4.3.5): played in a damage's windows alone
        # (4.3.10.2 the reduction, 4.3.10.4 right after it; which of the two by what it does,
        # damage_window_refusal); here no damage is being dealt
        yield Reject(
            f"{card.label} はダメージを受けた直後にのみプレイできます（いまはその時点ではありません）",
            f"{card.label} may be played only right after damage is taken (this is not such a "
            "moment)",
            ("4.3.5", "4.3.10.2", "4.3.10.4"),
        )
        return None
    moment = next((pr.only_after for pr in progs if is_player_moment(pr.only_after)), None)
    moment_met: int | None = None
    if moment is not None:
        # 「相手のデュエルマスターがカードを引いた直後にのみプレイしてもよい」 (4.3.5): right after
        # that player did it, even where plays are otherwise not allowed
        moment_met, bad = player_moment_met(ctx, moment, card.label, "プレイ", "played", player)
        if bad is not None:
            yield bad
            return None
        gate = moment
    fight = next((pr.only_after for pr in progs if is_battle_gate(pr.only_after)), None)
    if fight is not None:
        # 「…がアタックを行った直後にのみプレイしてもよい」 (4.3.5): at the action timing right
        # after that declaration of the battle (3.4.5.6)
        bad = battle_gate_refusal(
            ctx, fight, uid, p.get("target"), player, f"{card.label} のプレイ", "played"
        )
        if bad is not None:
            yield bad
            return None
        gate = fight
    answer = next((pr.only_after for pr in progs if is_answer_gate(pr.only_after)), None)
    if answer is not None:
        bad = answer_gate_refusal(ctx, answer, card.label, "プレイ", "played", player)
        if bad is not None:
            yield bad
            return None
        gate = answer  # 4.3.5: at that moment it may be played where plays are otherwise not
    type_cl = PLAY_CLAUSE.get(card.type or "", ())
    for pr in progs:
        bad = _outside_restriction(ctx, player, pr.only_during, card.label, "play", type_cl)
        bad = bad or _condition_unmet(ctx, player, pr.only_if, card.uid, card.label, "play")
        if bad is not None:
            yield bad
            return None
    bad = no_interrupt_refusal(ctx, "プレイ", "played")
    if bad is not None:
        yield bad
        return None
    # 4.3.5: a card playable only right after an event (「〜の直後にのみ〜してもよい」), played at
    # that moment, may be played even where plays are otherwise not allowed
    gated = gate is not None and (refused is None or gate == answer)
    if (
        not gated
        and not (card.text or "").strip()
        and ctx.state.vars.get("co.crash_window") is not None
    ):
        # a card whose text the scenario does not give, played in a crash's window: taken to be
        # a card of that window, whose condition is the crash (``_crash_window_refusal`` says
        # so as an assumption) — played at that moment as 4.3.5 lets it
        gated = True
    bad = None if gated else reject_timing(ctx, "カードのプレイ", "play")
    bad = yield from _answer_in_banned_step(ctx, player, bad)
    if gated:
        bad = yield from _gate_while_paying(ctx, player, f"{card.label} のプレイ", "play")
    if bad is not None:
        # refused at this point; the card's type says when it may be played (3.4.1–3.4.3)
        yield replace(bad, clauses=bad.clauses + type_cl)
        return None
    bad = yield from damage_window_refusal(
        ctx, card, "プレイ", "played", p.get("resolve"), gate if gated else None, player
    )
    if bad is not None:
        yield bad
        return None
    own_turn = st.turn.player == player
    in_main = st.turn.phase in (None, "main")
    if card.type in ("navigator", "character") and st.turn.phase is None:
        # a phase not given is the main phase the card is played in (3.4.1 / 3.4.2): said
        turn_phase(ctx, "main", ("3.4.1",) if card.type == "navigator" else ("3.4.2",))
    if card.type == "navigator" and not own_turn and in_main and "all_turn" in kws:
        # 「All Turnでプレイしてもよい」 printed on a navigator: 3.4.2 defines it for a character
        # card and 3.4.1 forbids the play outside its player's turn, but 4.2.9 gives the text
        # priority — the audit's play_permission_other_type, both readings run (the engine's:
        # 3.4.1 stands)
        wins = yield unsettled.choose(
            player, "co", "play_permission_other_type", {"rule_stands": False, "text_wins": True}
        )
        if wins:
            own_turn = True  # its text lets it be played here (4.2.9)
    if card.type == "navigator" and not own_turn and gated:
        # 「…の直後にのみプレイしてもよい」 printed on a navigator, its moment met in the
        # opponent's turn: 4.3.5 lifts the limits of when a card is played, 3.4.1 bars the player
        # whose turn it is not from playing a navigator — the audit's gated_navigator_other_turn,
        # both readings run (the engine's: 3.4.1 stands)
        wins = yield unsettled.choose(
            player, "co", "gated_navigator_other_turn", {"rule_stands": False, "gate_wins": True}
        )
        if wins:
            own_turn = in_main = True  # its moment lets it be played here (4.3.5, 4.2.9)
    if card.type == "navigator":
        if not own_turn or not in_main:
            yield Reject(
                "ナビゲーターカードは、自分のターンのメインフェイズにのみプレイできます",
                "a navigator card is played only in its player's own main phase",
                ("3.4.1", *timing_clauses(ctx, "play")),
            )
            return None
        played = int(st.vars.get(f"navigator_played.{player}") or 0)
        most, allowed_by = plays_per_turn(ctx, player, card.type)
        if played >= most:
            yield Reject(
                "ひとつのターン中に2枚以上ナビゲーターカードをプレイすることはできません"
                if allowed_by is None
                else f"{allowed_by.label} の効果でも、ひとつのターン中にナビゲーターカードは{most}枚までです",
                "no second navigator card may be played in one turn"
                if allowed_by is None
                else f"{allowed_by.label}'s effect allows at most {most} navigator cards a turn",
                ("3.4.1",) if allowed_by is None else ("3.4.1", "4.2.9", "4.3.8"),
                caused_by=tuple(
                    x for x in (ctx.step_of(f"var:navigator_played.{player}"),) if x is not None
                ),
            )
            return None
        if played and allowed_by is not None:
            # a navigator beyond 3.4.1's one a turn, allowed by a card in force (4.3.8): its text
            # over the rule (4.2.9)
            yield Mark(
                clauses=("3.4.1", "4.2.9", "4.3.8"),
                ja=f"{allowed_by.label} の効果により、{player} はこのターン{played + 1}枚目のナビゲーターカードをプレイできる",
                en=f"{allowed_by.label}'s effect: {player} may play a navigator card #{played + 1} this turn",
                touches=(allowed_by.uid,),
            )
    if card.type == "character" and "interrupt" in kws and (not in_main or not own_turn):
        # 「割り込みでプレイしてもよい」 on a character: 3.4.2 says when a character is played and
        # no clause what this permission adds to it — said, and the play refused by 3.4.2
        yield Warn(
            "unsupported",
            f"未対応の能力（{card.label}）: 割り込みでプレイしてもよい — キャラクターカードへのこの許可は"
            "基本ルールに定めがなく、このルーリングは考慮していません",
            f"unsupported ability ({card.label}): 割り込みでプレイしてもよい — the basic rules do "
            "not define this permission on a character card; this ruling does not take it into "
            "account",
        )
    also = {t for pr in progs for t in pr.also_types} & {"event", "spell", "item"}
    as_other: int | None = None  # the step reading a card of two kinds by its other kind's timing
    if (
        card.type == "character"
        and also
        and (not in_main or not own_turn and "all_turn" not in kws)
    ):
        # a character card that is also an event / spell / item card (「このカードはイベントカード
        # としても扱う」, 4.2.8): 3.4.2 plays a character card in its player's main phase alone,
        # 3.4.3 lets any player play an event card in either turn, and no clause says which
        # kind's timing governs a card of both — the audit's two_kind_play_timing, both
        # readings run (the engine's: 3.4.2 stands)
        other = yield unsettled.choose(
            player, "co", "two_kind_play_timing", {"character_card": False, "other_kind": True}
        )
        if other:
            kind = sorted(also)[0]
            as_other = yield Mark(
                clauses=("3.4.3", "4.2.8"),
                ja=f"{card.label} は{TYPE_JA.get(kind, kind)}カードとしても扱われ、どちらのターンにも"
                "プレイできる",
                en=f"{card.label} is also a {kind} card: it may be played in either turn",
            )
            in_main = own_turn = True
    if card.type == "character":
        if not in_main:  # in a battle too: its timings follow the main phase's limits (3.4.5.6)
            yield Reject(
                "キャラクターカードはメインフェイズ中にプレイします",
                "a character card is played in a main phase",
                ("3.4.2", *timing_clauses(ctx, "play")),
            )
            return None
        if not own_turn and "all_turn" not in kws:
            yield Reject(
                "キャラクターカードは自分のターンのメインフェイズにのみプレイできます（All Turn を持たない）",
                "a character card is played only in its player's own main phase (it has no All Turn)",
                ("3.4.2", *(("4.2.8",) if also else ())),
            )
            return None
    cost = 0 if card.type == "navigator" else int(card.cost or 0)
    printed_alt: tuple[Op, ...] = ()
    if p.get("use_alt_cost") is True:
        # 「代用コスト:…」 printed on the card, paid instead of the energy (4.3.2.1; the player
        # decides how the cost is paid, 4.3.2.2)
        printed_alt = next(
            (pr.cost for pr in progs if pr.kind == "keyword" and pr.keyword == "alt_cost"), ()
        )
        if not printed_alt:
            yield Reject(
                f"{card.label} には代用コストがありません",
                f"{card.label} has no 代用コスト (alternative cost)",
                ("4.3.2.1",),
            )
            return None
        alt: list[Any] = []
    else:
        alt = list(p.get("alt_cost") or [])
    if card.cost is None and card.type != "navigator" and not alt and not printed_alt:
        yield Warn(
            "assumption",
            f"{card.label} のコストがシナリオに書かれていないため、0として扱います",
            f"{card.label}'s cost is not stated: taken as 0",
            key="not_given_taken_as",
        )
    if alt or printed_alt:
        # 4−3−2−1 / 4−3−2−2: a 代用コスト is paid instead of the energy (the player decides
        # how the cost is paid)
        cost = 0
    mods = (
        [] if card.type == "navigator" or alt or printed_alt else cost_modifiers(ctx, player, uid)
    )
    if (alt or printed_alt) and card.type != "navigator":
        raised = cost_modifiers(ctx, player, uid)
        if raised and sum(e.value for e in raised) > 0:
            # a raise of the cost of the player's plays meets a play paid by its 代用コスト: 4.3.2.1
            # prepares 「代用コストや追加コスト」 together and 4.3.2.2 lets the player decide how the
            # cost is paid, but no clause says whether an energy raise is paid beside the 代用
            # コスト (co alt_cost_with_cost_raise, both readings run; the engine's: it replaces it)
            paid_too = yield unsettled.choose(
                player,
                "co",
                "alt_cost_with_cost_raise",
                {"replaced": False, "paid_too": True},
            )
            if paid_too:
                mods = raised
            else:
                yield Mark(
                    clauses=("4.3.2.1", "4.3.2.2"),
                    ja=f"{card.label} は代用コストでプレイされ、エネルギーのコストの増加は適用されない",
                    en=f"{card.label} is played by its 代用コスト: the energy raise does not apply",
                    watch=tuple(e.watch for e in raised),
                    touches=(uid,),
                )
    if card.type == "navigator" and (raised := cost_modifiers(ctx, player, uid)):
        if sum(e.value for e in raised) > 0:
            # a raise of the cost of the player's plays meets a navigator card: 3.4.1 「ナビゲーター
            # カードにはコストの概念はありません」 against an additional cost prepared with any
            # play (4.3.2.2, 4.3.2.1) — the text does not settle it (co cost_change_on_navigator)
            applies = yield unsettled.choose(
                player, "co", "cost_change_on_navigator", {"no_cost": False, "applies": True}
            )
            if applies:
                mods = raised
            else:
                yield Mark(
                    # 4.2.8 defines 「コスト」 as printed on the cards other than navigator cards
                    clauses=("3.4.1", "4.2.8"),
                    ja=f"{card.label} はナビゲーターカードでコストの概念がなく、コストの増加は適用されない",
                    en=f"{card.label} is a navigator card, with no cost: the increase does not apply",
                    watch=tuple(e.watch for e in raised),
                    touches=(uid,),
                )
    cost_cl: tuple[str, ...] = ()
    if mods:
        total = sum(e.value for e in mods)
        new = max(cost + total, 0)
        # opposing ones (a decrease and an increase) summed: 4.3.2.2's own example; the sum
        # prepared with the cost (4.3.2.1 「追加コストがあるときは、その分もまとめて用意します」)
        opposing = any(e.value < 0 for e in mods) and any(e.value > 0 for e in mods)
        yield Mark(
            clauses=("4.3.2.2", *(("4.3.2.2#ex1",) if opposing else ()), "4.3.2.1"),
            ja=f"{card.label} のコスト{cost}に追加コストを合算して適用する（"
            + "、".join(f"{e.source} {e.value:+d}" for e in mods)
            + f" → {total:+d}）: コスト{new}",
            en=f"{card.label}'s cost {cost} with the additional costs summed, then applied ("
            + ", ".join(f"{e.source} {e.value:+d}" for e in mods)
            + f" -> {total:+d}): cost {new}",
            watch=tuple(e.watch for e in mods),
        )
        cost, cost_cl = new, ("4.3.2.2",)
    tapped_navigator: str | None = None
    if printed_alt:
        # 4.3.2.1: the 代用コスト must be there to be paid
        ok, tapped_navigator = yield from _cost_ready(
            ctx, card, player, printed_alt, p, "4.3.2.1", "4.3.2.3"
        )
        if not ok:
            return None
    # 「追加コスト:…」 printed on the card: prepared with the energy, or the card is not played
    # (4.3.2.1 「代用コストや追加コストがあるときは、その分もまとめて用意します」; 例: 「キャラク
    # ターをクラッシュする」 needs a character controlled)
    printed_extra = next(
        (pr.cost for pr in progs if pr.kind == "keyword" and pr.keyword == "extra_cost"), ()
    )
    if printed_extra:
        ok, _tapped = yield from _cost_ready(
            ctx, card, player, printed_extra, p, "4.3.2.1", "4.3.2.3"
        )
        if not ok:
            return None
    if energy_short(ctx, player, cost, ("4.3.2.1",), card.type):
        yield Reject(
            f"{card.label} のコスト{cost}を支払えません（エネルギー{energy(ctx, player)}）",
            f"{card.label}'s cost of {cost} cannot be paid (energy {energy(ctx, player)})",
            # the card type's clause allows the play only 「コストを支払えるのであれば」 (3.4.2, 3.4.3);
            # energy kept for another card type's play alone does not pay it (4.2.9)
            (
                "4.3.2.1",
                "4.3.2.3",
                *cost_cl,
                *type_cl,
                *(("4.2.9",) if energy_free(ctx, player, card.type) < energy(ctx, player) else ()),
            ),
        )
        return None
    # every effect line of the text, in the order written (4.3.2.6: 「カードテキストに書かれている
    # 内容を順に処理」) — before, only the first line ran and the others were dropped unreported
    effects = [pr for pr in progs if pr.kind == "effect"]
    effect = (
        replace(
            effects[0],
            ops=tuple(o for pr in effects for o in pr.ops),
            statics=tuple(st for pr in effects for st in pr.statics),
        )
        if effects
        else None
    )
    tkind = effect.targets if effect else None
    # 「フィールドにセット。」 / 「キャラクターにセット。」: where the text says it is set (3.4.3)
    set_to = next((pr.set_to for pr in effects if pr.set_to), None)
    if (
        set_to is not None
        and (p.get("set_on") == "field") != (set_to == "field")
        and p.get("set_on")
    ):
        yield Reject(
            f"{card.label} は「{_SET_TO_JA[set_to]}にセット」のカードです"
            f"（set_on: {p.get('set_on')} とは合いません）",
            f"{card.label} is set on {_SET_TO_EN[set_to]} by its text (not on {p.get('set_on')})",
            ("3.4.3",),
        )
        return None
    # 「(あなたの)(男性の)キャラクターにのみセットできる」: the cards it may be set on (3.4.3)
    set_only = next((pr.set_only for pr in effects if pr.set_only), None)
    if set_only is not None and set_to is None:
        set_to = set_only[0]
    # the kind of card it is set on: the one its 「〜にセット」 names (3.4.3), else a character;
    # 「キャラクターかナビゲーターにセット」: the kind of the host named (a navigator on the field
    # is one, else a character — 4.2.11, 4.2.13)
    host_kind = set_to if set_to in ("character", "navigator") else "character"
    if set_to == "either":
        named_host = _target_ref(ctx, "navigator", p.get("set_on") or p.get("target"))
        if named_host is not None and valid_target(ctx, "navigator", named_host):
            host_kind = "navigator"
    needs_host = effect is not None and (
        set_to in ("character", "navigator", "either")
        or any(s.who == "host" for s in effect.statics)
    )
    # a card set on a character targets it (4.2.13): `target` names it when `set_on` does not
    host_ref = (
        p.get("set_on")
        or ("field" if set_to == "field" else None)
        or (p.get("target") if needs_host and not effect.targets else None)  # type: ignore[union-attr]
    )
    target = _target_ref(ctx, tkind, p.get("target")) if tkind else None
    host = None
    clauses_t: tuple[str, ...] = ()
    if tkind:
        # a target the description takes in or leaves out only by a value not given is branched
        # on (proper / not, ``values.branch_candidates``), or stated
        proper = target is not None and (
            yield from branch_candidates(
                ctx,
                lambda: valid_target(
                    ctx,
                    tkind,
                    target,
                    effect.target_gender,  # type: ignore[union-attr]
                    effect.target_type,  # type: ignore[union-attr]
                    effect.target_keyword,  # type: ignore[union-attr]
                    by=(card.type, player),
                    state=effect.target_state,  # type: ignore[union-attr]
                    owner=effect.target_owner,  # type: ignore[union-attr]
                ),
                player,
                card.label,
                ("4.2.13",),
            )
        )
        if not proper:
            # a gender asked of the target, read from its type as in force: when an effect
            # changed it (4.3.8 step 2), that decides
            typed = ctx.card(target) if target and effect.target_gender else None  # type: ignore[union-attr]
            changed = typed is not None and view(ctx, typed.uid).gender != typed.value("gender")
            yield Reject(
                f"{card.label} は適切な対象を取れないため、プレイできません",
                f"{card.label} cannot take a proper target, so it cannot be played",
                # the target is chosen at the declaration (4.3.2.2); an event / spell / item is
                # played only when its play condition is met (3.4.3 「該当カードのプレイ条件を
                # 満たしており」)
                (
                    "4.2.13",
                    "4.3.2.2",
                    *_condition_clause(card.type),
                    *(("4.3.8",) if changed else ()),
                    *_other_type(ctx, tkind, target),
                ),
            )
            return None
        bad = yield from _immune_target_refusal(ctx, player, card, target, "プレイ", "played")
        if bad is not None:
            yield bad
            return None
        clauses_t = ("4.2.13",)
    target2 = yield from _second_target(ctx, effect, p.get("target2"), (card.type, player), target)
    if (
        effect is not None
        and effect.second_target is not None
        and target2 is None
        and not (effect.second_target.upto and p.get("target2") is None)
    ):
        yield Reject(
            f"{card.label} は2つ目の対象（target2）を適切に取れないため、プレイできません",
            f"{card.label} cannot take a proper second target (target2), so it cannot be played",
            ("4.2.13", "4.3.2.2", *_condition_clause(card.type)),
        )
        return None
    if needs_host or (host_ref and host_ref != "field"):
        host = _target_ref(ctx, host_kind, host_ref)
        # a card newly set takes its host as a target (4.2.13 「あらたにセットするとき」): a text
        # making the host no target of such a card (``shielded``) bars the set as it bars a play
        if host is None or not valid_target(ctx, host_kind, host, by=(card.type, player)):
            named = ctx.card(host) if host else None
            yield Reject(
                f"{card.label} をセットする{_SET_TO_JA[host_kind]}（対象）がいないため、プレイできません"
                + (f"（{named.label} は{_SET_TO_JA[host_kind]}ではありません）" if named else ""),
                f"{card.label} has no {host_kind} to be set on (its target): it cannot be played"
                + (f" ({named.label} is no {host_kind})" if named else ""),
                ("4.2.13", "3.4.3", "4.3.2.2"),
            )
            return None
        if set_only is not None and not (
            yield from branch_candidates(
                ctx,
                lambda: valid_target(
                    ctx,
                    host_kind,
                    host,  # type: ignore[arg-type]
                    set_only[2],
                    by=(card.type, player),
                    owner=set_only[1],
                ),
                player,
                card.label,
                ("4.2.13", "3.4.3"),
            )
        ):
            # the host is not one of those its text allows: no proper target (4.2.13), whose
            # by its controller (4.2.12), its gender as in force (4.3.8 step 2)
            whose_ja = {"you": "あなたの", "opponent": "相手の"}.get(set_only[1] or "", "")
            yield Reject(
                f"{card.label} は{whose_ja}{set_only[2] or ''}{_SET_TO_JA[host_kind]}にのみ"
                f"セットできます（{ctx.card(host).label} は適切なセット先ではありません）",  # type: ignore[union-attr]
                f"{card.label} may be set only on {set_only[1] or 'any'} "
                f"{set_only[2] or ''} {host_kind}s: {host} is no proper host",
                (
                    "3.4.3",
                    "4.2.13",
                    "4.3.2.2",
                    *(("4.2.12",) if set_only[1] else ()),
                    *(("4.3.8",) if set_only[2] else ()),
                ),
            )
            return None
        barred = no_set_on(ctx, host, card.type)
        if barred is not None:
            # 「『X』には…カードをセットできない」 in force on the host: no proper host for a card
            # of that type (its text over 3.4.3, 4.2.9; 4.2.13)
            yield Reject(
                f"{ctx.card(host).label} には{TYPE_JA.get(card.type, card.type)}カードをセットできないため"  # type: ignore[union-attr]
                f"（{label(ctx, barred)}）、{card.label} はプレイできません",
                f"{host} cannot have {card.type} cards set on it ({barred}): {card.label} cannot be played",
                ("3.4.3", "4.2.9", "4.2.13", "4.3.2.2"),
            )
            return None
        if card.type in view(ctx, host).immune:
            # the host is immune to this type of card's effects (「アイテムカードの効果を受けない」):
            # whether it is a proper target of the setting (4.2.13) the text does not settle
            # (``set_on_host_immune_to_its_type``) — set with no effect (the engine's), or refused
            proper = yield from unsettled.holds(
                player, "co", "set_on_host_immune_to_its_type", "proper"
            )
            if not proper:
                yield Reject(
                    f"{ctx.card(host).label} は{TYPE_JA.get(card.type or '', card.type)}カードの効果を"  # type: ignore[union-attr]
                    f"受けないため、{card.label} の適切なセット先（対象）ではなく、プレイできません",
                    f"{host} is immune to {card.type} effects: no proper target to set "
                    f"{card.label} on, it cannot be played",
                    ("4.2.13", "4.3.8", "4.3.2.2"),
                )
                return None
        clauses_t = ("4.2.13",)
    # 4.3.2.2: declared and revealed; 4.3.2.3: the cost is paid
    decl = yield Move(
        uid=uid,
        player=player,
        zone="playing",
        clauses=(
            "4.3.2",
            "4.3.2.2",
            *(("4.2.1",) if as_if else ()),
            *type_cl,
            *clauses_t,
            *timing_clauses(ctx, "play"),
            # 4.3.5 「通常はカードをプレイできない時にでも」: the step's ban it plays through
            *(("4.3.5", *(no_play_here(ctx) or ())) if gated else ()),
            # 「代用コストや追加コストがあるときは、その分もまとめて用意します」: prepared with it
            *(("4.3.2.1",) if alt or printed_alt or p.get("extra_cost") else ()),
            # a card of a type the player already played this turn, played again: no count
            # limits that play (3.4 「特に行動回数に制限がないものは…何回でも」; the navigator's
            # once, 3.4.1, refused it before)
            *(("3.4",) if ctx.state.vars.get(_played_key(player, card.type)) else ()),
        ),
        # played in a crash's window: the play rests on that crash
        caused_by=tuple(
            x
            for x in (
                (ctx.step_of("var:co.crash_window") if gated else None),
                moment_met,
                as_other,
            )
            if x is not None
        ),
        ja=f"{player} は {card.label}（{TYPE_JA.get(card.type or '', card.type or '?')}）のプレイを宣言し公開する"
        + (f"（対象: {ctx.card(target).label if ctx.card(target) else target}）" if target else "")  # type: ignore[union-attr]
        + (f"（2つ目の対象: {label_of(ctx, target2)}）" if target2 else "")
        + (f"（セット先: {ctx.card(host).label}）" if host else ""),  # type: ignore[union-attr]
        en=f"{player} declares and reveals {card.label}"
        + (f" (target {target})" if target else ""),
    )
    yield from _modes_at_declaration(ctx, player, card, effect.ops if effect else (), "4.3.2.2")
    paying = bool(alt or printed_alt or p.get("extra_cost"))
    if paying:
        yield SetVar(key="co.paying", value=True, ja="コストの支払い", en="paying the cost")
    paid: list[int] = []
    if cost:
        paid.append(
            (
                yield SetVar(
                    key=f"energy.{player}",
                    value=energy(ctx, player) - cost,
                    clauses=("4.3.2.3", *cost_cl),
                    ja=f"{player} はコスト{cost}エネルギーを支払う",
                    en=f"{player} pays {cost} energy",
                )
            )
        )
        yield from energy_only_after(ctx, player, cost, card.type, ("4.3.2.3", "4.2.9"))
    elif cost_cl:
        # the additional costs summed brought the cost to 0: the payment (4.3.2.3) takes no
        # energy
        paid.append(
            (
                yield Mark(
                    clauses=("4.3.2.3", *cost_cl),
                    ja=f"{player} の支払うコストは0: エネルギーは消失しない",
                    en=f"{player}'s cost to pay is 0: no energy is spent",
                    touches=(f"var:energy.{player}",),
                )
            )
        )
    if printed_alt:
        # 4.3.2.3: the printed 代用コスト's items, 「指定された通りに処理します」
        paid += yield from _pay_items(
            ctx, card, player, printed_alt, p, tapped_navigator, "4.3.2.3"
        )
    if printed_extra:
        # 4.3.2.3: the printed 追加コスト's items, paid with the energy
        paid += yield from _pay_items(ctx, card, player, printed_extra, p, None, "4.3.2.3")
    # 4−3−2−3: the 代用コスト / 追加コスト the scenario spells out, paid as the cost (no other
    # play or use, no energy gained meanwhile)
    for act, why in [(a, "4.3.2.1") for a in alt] + [
        (a, "4.3.2.1") for a in p.get("extra_cost") or []
    ]:
        act = dict(act)
        verb = act.pop("do")
        act.setdefault("player", player)
        first = ctx.last + 1  # the action's own step is the first it adds
        yield Do(verb, act, clauses=(why, "4.3.2.3"), caused_by=(decl,))
        if ctx.last >= first:
            paid.append(first)
    if paying:
        yield SetVar(key="co.paying", value=None, ja="コストの支払いの終了", en="the cost is paid")
    # 4.3.2.4: the 「〜をプレイしたときに〜する」 abilities, once the cost is paid; the card itself
    # resolves at step 6 (4.3.2.6), which a game ended before it never reaches
    from ruling.games._co.triggers import fire

    was_unfinished = ctx.state.vars.get(UNFINISHED)
    yield SetVar(
        key=UNFINISHED,
        value=(
            *(was_unfinished or ()),
            (
                ("4.3.2.6",),
                f"{card.label} は解決されない（その前にゲームが終了した）",
                f"{card.label} does not resolve (the game ended before it)",
            ),
        ),
    )
    yield from fire(ctx, "cast", [uid], tuple(paid) or (decl,))
    if card.type == "navigator":
        played = int(ctx.state.vars.get(f"navigator_played.{player}") or 0)
        yield SetVar(key=f"navigator_played.{player}", value=played + 1, clauses=("3.4.1",))
    elif not ctx.state.vars.get(_played_key(player, card.type)):
        # the types of the cards played this turn (3.4: a play again is one of no count limit)
        yield SetVar(key=_played_key(player, card.type), value=1)
    # 4.3.2.5: the opportunity to interrupt — none against a card whose text forbids it (4.3.4
    # #li3: what was played first may limit the interrupts; its text beats the rule, 4.2.9)
    answers = list(p.get("respond") or [])
    shielded = any(pr.no_interrupt for pr in effects)
    if shielded:
        yield SetVar(
            key="co.no_interrupt",
            value=card.label,
            clauses=("4.3.4#li3", "4.2.9"),
            ja=f"{card.label} のプレイに対して割り込みを行うことはできない",
            en=f"no interrupt may answer the play of {card.label}",
        )
    outer = ctx.state.vars.get(ANSWERING)
    yield SetVar(
        key=ANSWERING,
        value={
            "what": "played",
            "type": card.type,
            "uid": uid,
            "player": player,
            "nested": outer is not None,
        },
    )
    yield from _responses(ctx, answers, ("4.3.4#li1", "4.3.2.5"))
    yield SetVar(key=ANSWERING, value=outer)
    yield SetVar(key=UNFINISHED, value=was_unfinished)
    if shielded:
        yield SetVar(key="co.no_interrupt", value=None)
    if ctx.where(uid) is None or ctx.where(uid)[1] != "playing":  # type: ignore[index]
        return (
            None  # negated by a response (4.2.14): it does not resolve; its cost stays paid (4.3.2)
        )
    # 4.3.2.6: resolution — after the answers, which resolved first (4.3.4#li2: 逆順処理); an
    # answer itself (``outer``) resolves before what it answered, by that same reverse order
    res = yield Mark(
        clauses=("4.3.2.6", *(("4.3.4#li2",) if answers or outer is not None else ())),
        ja=f"{card.label} を解決する",
        en=f"{card.label} resolves",
        caused_by=(decl, *paid, *_answered(ctx, answers)),
        tag="resolved",
        data={"uid": card.uid},
    )
    done: list[int] = [res]
    if effect is not None:
        done += yield from run_ops(
            ctx,
            card.uid,
            card.type,
            effect.ops,
            player,
            tkind,
            target,
            (res,),
            refs={"target2": target2} if target2 else None,
            reduce=(yield from _reductions(ctx, p)),
            after_damage=(yield from _reductions(ctx, p, "after_damage")),
        )
    for act in p.get("resolve") or []:
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act, clauses=("4.3.2.6",), caused_by=(res,))
    # the steps its resolution ends on: a misfired play is still the play done (4.3.7)
    # — and one that found nothing to do on a card it names with no 「対象」: the play stood
    # (4.2.13, ``nothing_to_choose``)
    ended = (
        res,
        *(d for d in done[1:] if {"4.3.7", "4.2.13"} & set(ctx.clauses_of(d))),
    )
    if ctx.where(uid) is None or ctx.where(uid)[1] != "playing":  # type: ignore[index]
        return uid, ended
    if card.type in ("character", "navigator"):
        tapped = card.type == "character" and not enters_untapped(card)
        yield from damage_from_before(ctx, card)
        yield Move(
            uid=uid,
            player=player,
            zone="field",
            orientation="rest" if tapped else "stand" if card.type == "character" else None,
            caused_by=tuple(done),
            clauses=(("3.4.2",) if card.type == "character" else ("3.4.1",))
            + (("4.2.9",) if card.type == "character" and not tapped else ())
            + same_name_on_field(ctx, card),
            ja=f"{card.label} がフィールドに出る"
            + ("（タップ状態で出る）" if tapped else "")
            + (
                "（テキストによりアンタップ状態で出る）"
                if card.type == "character" and not tapped
                else ""
            ),
            en=f"{card.label} enters the field"
            + (" tapped" if tapped else "")
            + (" untapped (its text)" if card.type == "character" and not tapped else ""),
        )
    elif (
        (host is not None or host_ref == "field")
        and "disposable" in kws
        and not (
            yield unsettled.choose(
                player, "co", "disposable_set_card", {"set": True, "disposable": False}
            )
        )
    ):
        # printed both 「使い捨て」 and 「〜にセット」: 3.4.3 gives both instructions and no order
        # between them (co disposable_set_card, both run): read as 使い捨て, it goes to the
        # dustbox once resolved (3.4.3, 4.2.3)
        whose = yield from _rules_dustbox(ctx, card, player)
        yield Move(
            uid=uid,
            player=whose,
            zone="dustbox",
            clauses=("3.4.3", "4.2.3"),
            caused_by=tuple(done),
            ja=f"{card.label} は効果を解決したあと、ダストボックスの一番上に置かれる（使い捨て）",
            en=f"{card.label} goes to the top of the dustbox after resolving (使い捨て)",
        )
    elif host is not None or host_ref == "field":
        if host is not None:
            if not on_field(ctx, host):
                # 「〜にセット」 with the card to set it on gone: it misfires (4.3.7), and 3.4.3's
                # 「その指示に従います」 cannot be followed — to the dustbox (the engine's) or onto
                # the field set on nothing (4.3.2.6 「フィールドに置かれる」): co set_card_host_gone
                to_field = yield unsettled.choose(
                    player, "co", "set_card_host_gone", {"dustbox": False, "field": True}
                )
                gone = ctx.card(host).label if ctx.card(host) else host  # type: ignore[union-attr]
                mis = yield Mark(
                    clauses=("4.3.2.6", "4.3.7", "3.4.3"),
                    ja=f"セット先の {gone} がいないため空打ちとなり、{card.label} は"
                    + (
                        "何にもセットされずにフィールドに置かれる"
                        if to_field
                        else "ダストボックスに置かれる"
                    ),
                    en="the card to set it on is gone: it misfires and goes "
                    + ("onto the field, set on nothing" if to_field else "to the dustbox"),
                )
                if to_field:
                    yield Move(
                        uid=uid,
                        player=player,
                        zone="field",
                        clauses=("4.3.2.6", "3.4.3"),
                        caused_by=(mis,),
                    )
                    return uid, (*ended, mis)
                whose = yield from _rules_dustbox(ctx, card, player)
                yield Move(
                    uid=uid,
                    player=whose,
                    zone="dustbox",
                    clauses=("4.3.2.6", "4.2.3"),
                    caused_by=(mis,),
                )
                return uid, (*ended, mis)
            yield SetCard(
                uid=uid,
                changes={"on": host},
                clauses=("3.4.3", "4.2.11"),
                caused_by=(decl, *done),
                ja=f"{card.label} のセット先は {ctx.card(host).label}",  # type: ignore[union-attr]
                en=f"{card.label} is to be set on {host}",
            )
        yield Move(
            uid=uid,
            player=player,
            zone="field",
            caused_by=(decl, *done),
            clauses=("3.4.3", "4.2.11", *same_name_on_field(ctx, card)),
            ja=f"{card.label} を{ctx.card(host).label + 'に' if host else 'フィールドに'}セットする",  # type: ignore[union-attr]
            en=f"{card.label} is set on {ctx.card(host).label if host else 'the field'}",  # type: ignore[union-attr]
        )
    else:
        # 3.4.3 / 4.2.3 name the dustbox only for a 「使い捨て」 card and the field for a
        # 「〜にセット」 one: for an event, spell or item played from the hand that is neither
        # (3.4.3 names the three alike; no clause says an event or a spell is used once) the
        # destination is the audit's ``played_card_destination`` — both readings are run (the
        # dustbox the engine's, the field 4.3.2.6 names the other); the ruling raises it only
        # where what it gives differs between them (``resolve.Ruling``)
        stays = False
        if "disposable" not in kws:
            stays = yield unsettled.choose(
                player, "co", "played_card_destination", {"dustbox": False, "field": True}
            )
        if stays:
            yield Move(
                uid=uid,
                player=player,
                zone="field",
                clauses=("3.4.3", "4.3.2.6"),
                caused_by=tuple(done),
                ja=f"{card.label} は効果を解決したあと、フィールドに置かれる",
                en=f"{card.label} is put on the field after resolving",
            )
            return uid, ended
        whose = yield from _rules_dustbox(ctx, card, player)
        yield Move(
            uid=uid,
            player=whose,
            zone="dustbox",
            clauses=("3.4.3", "4.2.3"),
            caused_by=tuple(done),
            ja=f"{card.label} は効果を解決したあと、ダストボックスの一番上に置かれる"
            + ("（使い捨て）" if "disposable" in kws else ""),
            en=f"{card.label} goes to the top of the dustbox after resolving",
        )
    return uid, ended


def _rules_dustbox(ctx: Ctx, card: Card, player: str) -> Generator[Any, Any, str]:
    """Whose dustbox a played card the rules put there after it resolves (3.4.3 / 4.2.3,
    「使い捨て」; a misfire, 4.3.2.6) goes to, when the player who played it is not its owner:
    4.2.12 sends a card that crashes or breaks, or that an effect moves, to its owner's zone,
    and names no move the rules make — the owner's (the engine's reading, as the end of a game
    returns every card to its owner, 4.2.12) or the player's who played it (co.unsettled
    ``rules_move_owner_zone``, both run)."""
    if card.owner == player:
        return player
    return str(
        (
            yield unsettled.choose(
                player, "co", "rules_move_owner_zone", {"owner": card.owner, "player": player}
            )
        )
    )


def cost_modifiers(ctx: Ctx, player: str, uid: str) -> list[Any]:
    """The effects in force that raise or lower the cost of ``player``'s plays, or of the card
    ``uid`` (``{target: A | card, stat: cost, op: add, value: ±n}``): 追加コスト, summed before
    they are applied (4−3−2−2: 「追加コストで相対するものがある場合、合算した後に適用します」)."""
    out: list[Any] = [
        CostMod(int(e.value), e.source or e.stat, f"effect:{e.id}")
        for e in ctx.state.effects
        if e.stat == "cost" and e.op == "add" and e.target in (player, uid)
    ]
    # 「(あなた / 相手)がプレイする(Xカード)のコストはN増加 / 減少する」 of a card in force (4.3.8)
    card = ctx.card(uid)
    once: set[tuple[str, Any]] = set()  # 「(この特殊能力は累積しない)」: once per card name
    for src in field_cards(ctx):
        ctl = controller(ctx, src.uid) or src.owner
        for prog in programs(src):
            for st in prog.statics:
                if st.kind != "cost":
                    continue
                n, kind = st.value
                # every player's plays (「すべてのデュエルマスターがプレイする…」): this one's too
                whose = (
                    player
                    if st.who == "all_players"
                    else ctl
                    if st.who == "you"
                    else ctx.state.opponent(ctl)
                )
                if whose == player and (kind is None or (card is not None and card.type == kind)):
                    if once_by_name(ctx, st):
                        if (_spelt(src.name), st) in once:
                            continue
                        once.add((_spelt(src.name), st))
                    out.append(CostMod(int(n), src.label, src.uid))
    return out


_KIND_JA = {"character": "キャラクター", "spell": "スペル", "event": "イベント", "item": "アイテム"}


def _unknown_kind(ctx: Ctx, card: Card, kind: str) -> bool:
    """A card the scenario gives no type (``deck: 10``) against 「Xカード」 a choice names: taken
    not to be one, and the ruling says so (``values.assume_unmatched``, never a silent miss) —
    or, under a branch that read it, as that branch took it."""
    want = _KIND_JA.get(kind, kind)
    return assume_unmatched(ctx, card, [("type", f"{want}カード", f"a {kind} card")], ("4.2.8",))


def no_set_on(ctx: Ctx, host: str, card_type: str) -> str | None:
    """The card whose 「『X』には(アイテム)カードをセットできない」 in force on ``host`` (its own
    text, 4.3.8; none once it lost its abilities, step 3) keeps cards of ``card_type`` from being
    set on it, else None."""
    from ruling.games._co.common import _statics_on

    for a in _statics_on(ctx, host, frozenset({"no_set"})):
        if a.value == card_type:
            return str(a.origin)
    return None


def plays_per_turn(ctx: Ctx, player: str, card_type: str | None) -> tuple[int, Card | None]:
    """How many cards of ``card_type`` ``player`` may play in one turn — 3.4.1's one navigator
    card, or the most a card in force (4.3.8) allows by 「あなた / 相手は…カードを1ターンにN枚まで
    プレイしてもよい」 (its text over the rule, 4.2.9) — and that card (None: the rule's count).
    A character that lost its abilities allows nothing (4.3.8 step 3)."""
    most, by = 1, None
    for src in field_cards(ctx):
        if src.type == "character" and view(ctx, src.uid).lost_abilities:
            continue
        ctl = controller(ctx, src.uid) or src.owner
        for prog in programs(src):
            for st in prog.statics:
                if st.kind != "plays_per_turn" or st.value[0] != card_type:
                    continue
                whose = ctl if st.who == "you" else ctx.state.opponent(ctl)
                if whose == player and st.value[1] > most:
                    most, by = st.value[1], src
    return most, by


def play_banned_by(ctx: Ctx, player: str, card: Card) -> Card | None:
    """The card in force (4.3.8) whose 「あなた / 相手は(X)カードをプレイできない」 keeps ``player``
    from playing ``card`` (its type), else None; a character that lost its abilities keeps no
    one from anything (4.3.8 step 3)."""
    for src in field_cards(ctx):
        if src.type == "character" and view(ctx, src.uid).lost_abilities:
            continue
        ctl = controller(ctx, src.uid) or src.owner
        for prog in programs(src):
            for st in prog.statics:
                if st.kind != "no_play" or card.type != st.value:
                    continue
                whose = ctl if st.who == "you" else ctx.state.opponent(ctl)
                if whose == player:
                    return src
    return None


def modal_prohibitions(ctx: Ctx) -> list[Any]:
    """The prohibitions the cards in force (4.3.8) put on players now: 「『X』がフィールドに出て
    いる限り、相手はカードを引けない」 (``ruling.cardtext.modal``), as effects of op ``prohibit``
    the engine's action check reads (``Game.prohibitions``); a character that lost its abilities
    keeps no one from anything (4.3.8 step 3)."""
    from ruling.cardtext.modal import modal_of_detail, players
    from ruling.state import Effect

    out: list[Any] = []
    for src in field_cards(ctx):
        progs = [p for p in programs(src) if any(st.kind == "forbid_act" for st in p.statics)]
        if not progs or (src.type == "character" and view(ctx, src.uid).lost_abilities):
            continue
        ctl = controller(ctx, src.uid) or src.owner
        for prog in progs:
            for st in prog.statics:
                if st.kind != "forbid_act":
                    continue
                action, detail = st.value
                for bound in players(st.who, ctl, ctx.state.opponent(ctl)):
                    out.append(
                        Effect(
                            id=-1,
                            target=bound,
                            stat=action,
                            op="prohibit",
                            value="modal",
                            until="continuous",
                            source=f"{src.label}",
                            clauses=("4.3.8", "4.2.9", *modal_of_detail(detail)["clauses"]),
                        )
                    )
    return out


def _modes_at_declaration(
    ctx: Ctx, player: str, card: Card, ops: tuple[Op, ...], clause: str
) -> Proc:
    """4.3.2.2 / 4.3.3.2 「効果を選ぶカードであれば効果を選び」: at the declaration the player
    chooses the effect of each 「次の2つから1つを選ぶ」 of the text; kept for its resolution, what
    happens meanwhile (an interrupt, 4.3.4) does not change it (4.3.2: no taking it back)."""
    for op in ops:
        if op.kind != "modes":
            continue
        k = yield from choose_mode(ctx, player, card, op, (clause,))
        got = dict(ctx.state.vars.get(_mode_key(op)) or {})
        got[card.uid] = k
        yield SetVar(
            key=_mode_key(op),
            value=got,
            clauses=(clause,),
            ja=f"{player} は {card.label} の効果『{op.value[k][0]}』を選ぶ（宣言時）",
            en=f"{player} chooses {card.label}'s effect 『{op.value[k][0]}』 (at the declaration)",
        )


def ability_cost_modifiers(ctx: Ctx, player: str, uid: str) -> list[Any]:
    """The effects in force that raise or lower the cost of the abilities ``player`` uses, or of
    those of the card ``uid`` (``{target: A | card, stat: ability_cost, op: add, value: ±n}``)."""
    out: list[Any] = [
        CostMod(int(e.value), e.source or e.stat, f"effect:{e.id}")
        for e in ctx.state.effects
        if e.stat == "ability_cost" and e.op == "add" and e.target in (player, uid)
    ]
    # 「(あなた / 相手)が使用する特殊能力のコストはN減少 / 増加する」 of a card in force (4.3.8)
    once: set[tuple[str, Any]] = set()  # 「(この特殊能力は累積しない)」: once per card name
    for src in field_cards(ctx):
        ctl = controller(ctx, src.uid) or src.owner
        for prog in programs(src):
            for st in prog.statics:
                if st.kind != "ability_cost":
                    continue
                whose = (
                    player
                    if st.who == "all_players"
                    else ctl
                    if st.who == "you"
                    else ctx.state.opponent(ctl)
                )
                if whose != player:
                    continue
                if once_by_name(ctx, st):
                    if (_spelt(src.name), st) in once:
                        continue
                    once.add((_spelt(src.name), st))
                out.append(CostMod(int(st.value[0]), src.label, src.uid))
    return out


def _ability_cost_modified(
    ctx: Ctx, player: str, card: Card, prog: Program
) -> Generator[Any, Any, Program]:
    """4.3.3.2 「追加コストで相対するものがある場合、合算した後に適用します」 (as 4.3.2.2 for a
    play): the modifiers of an ability's cost are summed, then applied to its energy (not below
    0; a raise of an ability with no energy in its cost adds that much energy to pay)."""
    mods = ability_cost_modifiers(ctx, player, card.uid)
    if not mods:
        return prog
    total = sum(e.value for e in mods)
    was = sum(c.amount for c in prog.cost if c.kind == "energy")
    rest = tuple(c for c in prog.cost if c.kind != "energy")
    if not was and total > 0:
        # a raise of an ability's cost meets a cost with no energy (「『X』をタップする:」): 4.2.8
        # defines a card's コスト, not an ability's, and 4.3.3.2 sums the additional costs without
        # saying what a raise adds to a cost of other items (co ability_cost_raise_without_energy)
        adds = yield from unsettled.holds(
            player, "co", "ability_cost_raise_without_energy", "adds_energy"
        )
        if not adds:
            yield Mark(
                clauses=("4.3.3.2", "4.2.8"),
                ja=f"{card.label} の特殊能力のコストにエネルギーはなく、コストの増加は適用されない",
                en=f"the cost of {card.label}'s ability holds no energy: the raise does not apply",
                watch=tuple(e.watch for e in mods),
                touches=(card.uid,),
            )
            return prog
    new = max(was + total, 0)
    yield Mark(
        clauses=("4.3.3.2",),
        ja=f"{card.label} の特殊能力のコスト（{was}エネルギー）に追加コストを合算して適用する（"
        + "、".join(f"{e.source} {e.value:+d}" for e in mods)
        + f" → {total:+d}）: {new}エネルギー",
        en=f"the cost of {card.label}'s ability ({was} energy) with the additional costs summed, "
        "then applied ("
        + ", ".join(f"{e.source} {e.value:+d}" for e in mods)
        + f" -> {total:+d}): {new} energy",
        watch=tuple(e.watch for e in mods),
    )
    # (a cost brought to 0 energy stays an item of 0: paid with nothing, ``_pay``)
    return replace(prog, cost=(*rest, *((Op("energy", amount=new),) if was or new else ())))


@dataclass(frozen=True)
class CostMod:
    """An additional cost on a play (4.3.2.2): ±value, from what (its label), what to watch."""

    value: int
    source: str
    watch: str


def _put_onto_field(
    ctx: Ctx, player: str, op: Op, name: str, cause: tuple[int, ...]
) -> Generator[Any, Any, list[int]]:
    """「あなたのZにあるキャラクターカードN枚をフィールドに出す」 (「Zから…を1枚選び、フィールドに
    出す」): the player chooses N character (navigator) cards of their zone Z (fewer there: all of
    them) and puts them directly onto the field — a character tapped as a played one (3.4.2);
    none there, nothing moves (4.3.2.6). Put there by an effect, the card is not played (4.3.2
    「…効果によってカードをフィールドに出す等の場合は、「カードをプレイ」したことにはなりません」): no
    cost, no play triggers, and a navigator does not use up the turn's one play (3.4.1)."""
    zja = {"hand": "手札", "deck": "山札", "dustbox": "ダストボックス"}[str(op.value)]
    kind = op.card_type or "character"
    kja = {"character": "キャラクター", "navigator": "ナビゲーター"}[kind]
    if op.pos is not None:
        return (yield from _put_end_onto_field(ctx, player, op, name, cause, zja, kja))
    picks = yield from choose_one_at_a_time(
        player,
        [c for c in ctx.zone(player, str(op.value)) if c.type == kind],
        op.amount,
        card_choice,
        "put_onto_field",
        lambda k: (
            f"フィールドに出す{zja}の{kja}カード（{k + 1}/{op.amount}枚目）",
            f"the {kind} card of the {op.value} to put onto the field ({k + 1} of {op.amount})",
        ),
        ("4.3.2.6",),
        # a card chosen by card text: also answered `at: choose` / `choose_card` (docs/scenarios.md)
        also=("choose", CARD_CHOICE),
    )
    out: list[int] = []
    if not picks:
        out.append(
            (
                yield not_done(
                    cause,
                    ja=f"{player} の{zja}に{kja}カードがない: {name} は何もフィールドに出さない",
                    en=f"{player}'s {op.value} holds no {kind} card: {name} puts nothing "
                    "onto the field",
                    touches=(f"{player}.{op.value}",),
                )
            )
        )
    out += yield from _enter_field(ctx, player, kind, picks, zja, op, cause)
    return out


def _of_owner(op: Op) -> tuple[str, ...]:
    """The clause a step on 「このカードのオーナー」 reads its player by (4.2.12: the owner, whoever
    controls the card), else none."""
    return ("4.2.12",) if op.who == "this_owner" else ()


def _end_of_kind(
    ctx: Ctx, player: str, zone: str, pos: str, kind: str | None
) -> Generator[Any, Any, list[Card]]:
    """The card 「<zone>の一番上 / 一番下の<kind>カード」 names: the card at that end of the
    player's zone (the dustbox's top, 4.2.3), as a list of it (empty: the zone is empty). With
    the end card of another kind and one of the kind nearer the other end, the text does not
    settle whether it names the end card only (of another kind: the caller does nothing) or the
    nearest of the kind (co.unsettled top_card_of_kind, both run)."""
    pile = ctx.zone(player, zone)
    end = pile[:1] if pos == "top" else pile[-1:]
    ordered = pile if pos == "top" else pile[::-1]
    if kind is not None and end and end[0].type != kind and any(c.type == kind for c in ordered):
        topmost = yield unsettled.choose(
            player, "co", "top_card_of_kind", {"top_only": False, "topmost_of_kind": True}
        )
        if topmost:
            end = [next(c for c in ordered if c.type == kind)]
    return end


def _put_end_onto_field(
    ctx: Ctx, player: str, op: Op, name: str, cause: tuple[int, ...], zja: str, kja: str
) -> Generator[Any, Any, list[int]]:
    """「あなたのダストボックスの一番上のキャラクターカードをフィールドに出す」: the card at that end
    of the player's zone (the dustbox's top, 4.2.3), no choice; put directly onto the field if it
    is of the kind named (3.4.2), else nothing moves (4.3.2.6)."""
    kind = op.card_type or "character"
    end_ja = "一番下" if op.pos == "bottom" else "一番上"
    zone = str(op.value)
    if unknown_zone(ctx, player, zone, zja, zone, ("4.3.2.6",)):
        return [
            (
                yield not_done(
                    cause,
                    ja=f"{name}: {zja}の{end_ja}のカードはシナリオに書かれていないため、フィールドに出るカードは不明（行わないものとして扱う）",
                    en=f"{name}: the {zone}'s {op.pos} card is not given: which card enters is unknown (taken as not done)",
                )
            )
        ]
    end = yield from _end_of_kind(ctx, player, zone, str(op.pos), kind)
    if not end or end[0].type != kind:
        what = (
            f"{zja}にカードがない"
            if not end
            else f"{zja}の{end_ja}のカード（{end[0].label}）は{kja}カードではない"
        )
        what_en = (
            f"the {zone} is empty"
            if not end
            else f"the {zone}'s {op.pos} card ({end[0].label}) is no {kind} card"
        )
        return [
            (
                yield not_done(
                    cause,
                    ja=f"{player} の{what}: {name} は何もフィールドに出さない",
                    en=f"{player}: {what_en}: {name} puts nothing onto the field",
                    touches=(f"{player}.{zone}",),
                )
            )
        ]
    return (yield from _enter_field(ctx, player, kind, [end[0].uid], zja, op, cause))


def _enter_field(
    ctx: Ctx,
    player: str,
    kind: str,
    picks: list[str],
    zja: str,
    op: Op,
    cause: tuple[int, ...],
) -> Generator[Any, Any, list[int]]:
    """The cards ``picks`` put directly onto the field by an effect (not played, 4.3.2): a
    character tapped (3.4.2), unless its text or the text putting it says otherwise (4.2.9:
    「アンタップ状態でフィールドに出す」, ``op.state`` stand); their 「…がフィールドに出たとき」
    fire."""
    out: list[int] = []
    for uid in picks:
        card = ctx.card(uid)
        assert card is not None
        yield from damage_from_before(ctx, card)
        put_untapped = op.state == "stand"
        tapped = kind == "character" and not enters_untapped(card) and not put_untapped
        out.append(
            (
                yield Move(
                    uid=uid,
                    player=player,
                    zone="field",
                    orientation="rest" if tapped else "stand",
                    caused_by=cause,
                    clauses=(
                        "4.3.2.6",
                        "4.3.2",
                        "3.4.2" if kind == "character" else "3.4.1",
                        *(("4.2.9",) if kind == "character" and not tapped else ()),
                        *same_name_on_field(ctx, card),
                    ),
                    ja=f"{card.label} が{zja}から直接フィールドに出る（プレイではない）"
                    + (
                        ""
                        if kind != "character"
                        else "（テキストによりアンタップ状態で出る）"
                        if enters_untapped(card)
                        else "（効果のテキストによりアンタップ状態で出る）"
                        if put_untapped
                        else "（タップ状態で出る）"
                    ),
                    en=f"{card.label} enters the field directly from the {op.value} (no play)"
                    + (
                        ""
                        if kind != "character"
                        else ", untapped (its text)"
                        if enters_untapped(card)
                        else ", untapped (the text putting it)"
                        if put_untapped
                        else ", tapped"
                    ),
                )
            )
        )
    if picks:
        from ruling.games._co.triggers import fire, not_played_untriggered

        yield from not_played_untriggered(ctx, list(picks), player, tuple(out))
        # 「…がフィールドに出たとき」 of the cards put there (3.4.2 「直接フィールドに出た」)
        yield from fire(ctx, "enter", list(picks), tuple(out))
    return out


def _reductions(
    ctx: Ctx, p: dict[str, Any], key: str = "reduce"
) -> Generator[Any, Any, dict[str, list[dict[str, Any]]]]:
    """``reduce: {character: [actions]}`` of a play or a use: the reductions made in the
    reduction window of the damage its text deals to that character (4.3.10.2); a name that is
    no card on the field is said, and no reduction made for it. ``key`` ``after_damage``: the
    actions in the window right after that damage, before its crash (4.3.10.4)."""
    clause = "4.3.10.4" if key == "after_damage" else "4.3.10.2"
    out: dict[str, list[dict[str, Any]]] = {}
    for k, v in (p.get(key) or {}).items():
        uid = find_card(ctx, k, None, ("field",))
        if uid is None:
            yield Warn(
                "assumption",
                f"{key} の {k} はフィールドのカードではない: そのタイミングに行うことは行われない",
                f"{key} names {k}, no card on the field: nothing is done in its window",
                (clause,),
                key="reduce_target_missing",
            )
            continue
        out[uid] = list(v or [])
    return out


def _played_key(player: str, kind: str | None) -> str:
    """The var that records that ``player`` played a card of type ``kind`` this turn (cleared
    at the turn's end, ``turn.turn_end``)."""
    return f"co.played_type.{player}.{kind}"


def label_of(ctx: Ctx, uid: str) -> str:
    c = ctx.card(uid)
    return c.label if c is not None else uid


_DRAWN_READ = "co.reading.drawn_cards_in_hand"


def _hand_for_text(ctx: Ctx, player: str, start: int) -> Generator[Any, Any, list[Card]]:
    """The hand cards a step of the text being resolved may choose from. Cards that text drew
    (after ``start``): 4−2−1 treats a drawn card as a hand card 「「山札からカードを引く」という
    行動を解決したあとに」, and 4−3−1 calls the play of a card the 「行動」 — whether they are hand
    cards for the text's next sentence is run under both readings (unsettled
    ``drawn_cards_in_hand``: after the draw, the engine's; or after the play), read once for
    the ruling."""
    hand = list(ctx.zone(player, "hand"))
    drawn = [
        c
        for c in hand
        if (s := ctx.step_of(c.uid)) is not None and s > start and "4.2.1" in ctx.clauses_of(s)
    ]
    if not drawn:
        return hand
    at_draw = ctx.state.vars.get(_DRAWN_READ)
    if at_draw is None:
        at_draw = yield unsettled.choose(
            player, "co", "drawn_cards_in_hand", {"draw": True, "play": False}
        )
        yield SetVar(key=_DRAWN_READ, value=bool(at_draw))
    if at_draw:
        return hand
    yield Mark(
        clauses=("4.2.1", "4.3.1"),
        ja=f"このテキストで引いた{len(drawn)}枚は、プレイの解決後に手札として扱う: まだ選べない",
        en=f"the {len(drawn)} card(s) this text drew are hand cards once the play resolves: not "
        "chosen yet",
        touches=(f"{player}.hand",),
    )
    return [c for c in hand if c not in drawn]


# the steps of a text that may meet an end condition of 4.1.2 (a player's HP brought to 0: damage,
# HP lost; a deck emptied: a draw, cards crashed from the deck's top) — while a later step follows
# one, the end is held back and read by the point end_condition_mid_text
END_CONDITION_STEPS = ("damage", "lose_hp", "draw", "mill")


def _each_to_owner(
    ctx: Ctx,
    uids: list[str],
    zone: str,
    cause: tuple[int, ...],
    clauses: tuple[str, ...],
    ja: str,
    en: str,
) -> Generator[Any, Any, list[Any]]:
    """Each card of `uids`, one by one in that order, into its owner's `zone` (4.2.12), said as
    「<card> <ja>」 / "<card> <en>"; the steps made."""
    steps: list[Any] = []
    for u in uids:
        c = ctx.card(u)
        assert c is not None
        steps.append(
            (
                yield Move(
                    uid=u,
                    player=c.owner,
                    zone=zone,
                    caused_by=cause,
                    clauses=clauses,
                    ja=f"{c.label} {ja}",
                    en=f"{c.label} {en}",
                )
            )
        )
    return steps


# where a 「…見て、そのカードを…に置く」 step puts the cards looked at: (zone, position, clauses,
# ja, en) — under the deck (4.2.9 over 4.2.2; 4.2.12), or on top of the owner's dustbox (4.2.3;
# put, not crashed; 4.2.12)
_LOOKED_TO: dict[str, tuple[str, str, tuple[str, ...], str, str]] = {
    "look_bottom": (
        "deck",
        "bottom",
        ("4.3.2.6", "4.2.9", "4.2.2"),
        "{} を山札の一番下に置く（{}）",
        "{} goes to the bottom of the deck ({})",
    ),
    "look_hand_put": (
        "hand",
        "top",
        ("4.3.2.6", "4.2.9", "4.2.12"),
        "{} を手札に加える（{}）",
        "{} is put in the hand ({})",
    ),
    "look_dustbox": (
        "dustbox",
        "top",
        ("4.3.2.6", "4.2.3", "4.2.12"),
        "{} をダストボックスの一番上に置く（{}）",
        "{} goes on top of the dustbox ({})",
    ),
}


# the subjects of a step done on the text's (first) target (4.2.13 「対象の〜」): such a step is
# ignored when the target is not proper (4.3.2.6), the steps on other subjects done
TARGET_WHO = (
    "target_char",
    "target_nav",
    "target_item",
    "target_player",
    "target_play",
    "target_card",
)


def run_ops(
    ctx: Ctx,
    src: str,
    src_type: str | None,
    ops: tuple[Op, ...],
    player: str,
    tkind: str | None,
    target: str | None,
    cause: tuple[int, ...] = (),
    refs: dict[str, str] | None = None,
    reduce: dict[str, list[dict[str, Any]]] | None = None,
    after_damage: dict[str, list[dict[str, Any]]] | None = None,
) -> Generator[Any, Any, list[int]]:
    """The text's steps in order (4.3.2.6): the target checked again; a step that needs a target
    no longer proper is ignored (空打ち, 4.3.7), the others are done. ``reduce`` / ``after_damage``:
    per character, the actions in the reduction window (4.3.10.2) / the window right after
    (4.3.10.4) of the damage the text deals it."""
    srcc = ctx.card(src)
    name = srcc.label if srcc else src
    start = ctx.last  # the text's steps come after this one (「…クラッシュしたなら」)
    # this resolution of the text: an immunity it gives does not stop its other steps (4.3.8.1)
    made = f"{src}@{start}"
    ok = (
        target is not None
        and tkind is not None
        and valid_target(
            ctx,
            tkind,
            target,
            target_gender(ops),
            target_type(ops),
            target_keyword(ops),
            by=(src_type, player),
            state=target_state(ops),
            owner=target_owner(ops),
        )
    )
    # the second of two targets (「対象のXと対象のY」): checked again on its own — a step on the
    # one no longer proper is ignored, the steps on the other done (4.3.2.6 「一部(または全て)」)
    sec = next((o for o in ops if o.who == "target_char2"), None)
    target2 = (refs or {}).get("target2")
    ok2 = (
        sec is not None
        and target2 is not None
        and valid_target(
            ctx,
            "character",
            target2,
            sec.gender,
            None,
            sec.keyword,
            by=(src_type, player),
            state=sec.state,
            owner=sec.owner,
            player=player,
        )
    )
    out: list[int] = []
    # 「そのキャラクターのコントローラー」: who controls the target as the text resolves (4.2.12),
    # kept for a step after one that moved it off the field
    target_controller = controller(ctx, target) if target and ok else None

    def read_as(uid: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The target checked again reads its type, gender and abilities as the effects on it
        decide them (4.3.8): those clauses and the effects' sources, when any applies."""
        if uid is None or ctx.card(uid) is None or ctx.where(uid) is None:
            return (), ()
        v = view(ctx, uid)
        return tuple(v.clauses), tuple(v.sources)

    if sec is not None and not ok2 and not (sec.upto and target2 is None):
        # (「2体まで」 with one target chosen: no second target, no step on it — 4.2.13)
        cl2, src2 = read_as(target2)
        m = yield Mark(
            caused_by=cause,
            clauses=("4.3.2.6", "4.3.7", *cl2),
            ja=f"{name} の2つ目の対象が解決時に不適切になったため、その対象を必要とする部分は無視される",
            en=f"{name}'s second target is no longer proper: the parts that need it are ignored",
            watch=((target2,) if target2 else ()) + src2,
            touches=(target2,) if target2 and ctx.card(target2) is not None else (),
        )
        out.append(m)
        cause = (*cause, m)
    if tkind and not ok:
        cl1, src1 = read_as(target)
        m = yield Mark(
            caused_by=cause,
            clauses=("4.3.2.6", "4.3.7", *cl1),
            ja=f"{name} の対象が解決時に不適切になったため空打ちとなり、対象を必要とする部分は無視される",
            en=f"{name}'s target is no longer proper: it misfires, the parts that need the target are ignored",
            watch=((target,) if target else ()) + src1,
            # what the parts ignored would have changed: the card that was the target (the
            # misfire decides that it is left as it is, 4.3.7)
            touches=(target,) if target and ctx.card(target) is not None else (),
        )
        out.append(m)
        # 4.3.7 「空打ち状態となった行動は、「その行動を行った」こととして処理します」: the steps
        # that need no target are still done, as part of the misfired action
        cause = (*cause, m)
    # 4.1.2 sets no moment at which the end conditions are read: while a text with a later
    # step runs a step that may meet one (damage to a player, a draw), the end is held back;
    # met before the last step, the reading is chosen there (``end_condition_mid_text``)
    held = any(o.kind in END_CONDITION_STEPS for o in ops[:-1])
    # a text run inside another (a triggered ability cutting in) leaves the outer text's hold
    # to the outer text: only the text that set it releases it
    holds = held and not ctx.state.vars.get(IN_TEXT)
    if held:
        yield SetVar(key=IN_TEXT, value=True)
    # whether a step of an interrupted text is still to come, for an ability that triggers now
    # (4.3.6 「特定条件を満たした段階で」 against 4.3.2.6 「順に処理」: the audit's
    # ``trigger_during_resolution``); a text run inside another keeps the outer one's
    outer_rest = ctx.state.vars.get(LATER_STEPS)
    named_self = False
    looked: list[str] = []  # the deck's top cards a 「見る」 step just looked at
    looked_in = player  # whose deck they are (「相手の山札の上から…を見て」: the opponent's)
    looked_at: tuple[int, ...] = ()  # the step that looked at / revealed them
    last_done = True  # whether the step before was done (「そうしたら」)
    # the card a step chose as it was done (``ONE_OF``), named again by a later step of the same
    # sentence (``chosen``: 「…1体は、「+3:−1」の修正を受け、「飛行」の特殊能力を失う」)
    chosen: str | None = None

    def skip(make: Callable[..., Mark] = not_done, **say: Any) -> Generator[Any, Any, None]:
        """This step is not done (``make``: ``not_done`` / ``nothing_to_choose``, with its
        ``more`` and what it says): its Mark in ``out``, the step after reads it as undone."""
        nonlocal last_done
        last_done = False
        out.append((yield make(cause, **say)))

    negated_by: str | None = None  # the player whose play a step negated (4.2.14)
    instead: dict[Any, bool] = {}  # the conditions of 「…の場合、かわりに」, read once
    # 「Xなら、AしBする」: whether X held as A was reached, for the steps ``UNDER`` it (B)
    sentence_met, sentence_cond = True, None
    for i, op in enumerate(ops):
        rest = True if i < len(ops) - 1 or outer_rest else None
        if ctx.state.vars.get(LATER_STEPS) != rest:
            yield SetVar(key=LATER_STEPS, value=rest)
        if held and i:
            # a player brought to 0 by its own card: whether that meets a condition is read
            # first (``own_hp_to_zero``), every player's HP known
            yield from settle_own_zero_now(ctx)
        if held and i and game_end_due(ctx):
            held = False
            at_once = yield unsettled.choose(
                player,
                "co",
                "end_condition_mid_text",
                {"at_once": True, "after_text": False},
                # the end conditions met (4.1.2's items: HP 0, an empty deck) and the one of
                # conditions met together (a draw), which the text carried to its end may meet
                end_items(ctx),
            )
            if at_once:
                yield SetVar(
                    key=IN_TEXT,
                    value=None,
                    clauses=("4.1.2",),
                    ja="テキストの途中で勝敗の条件を満たした: その時点で判定する",
                    en="an end condition is met in the middle of the text: it is read now",
                )
                if ctx.state.result is not None:
                    return out
            else:
                held = True
        if op.if_done and not last_done:
            # 「そうしたら、…」: the step before was not done, so this one is not either
            out.append(
                (
                    yield not_done(
                        cause,
                        ja=f"{name}: 「そうしたら」の前の処理が行われなかったため、その後の処理は行わない",
                        en=f"{name}: the step before 「そうしたら」 was not done, so what follows is not",
                    )
                )
            )
            continue
        if op.unless_done and last_done:
            # 「そうしなかった場合、…」: the player did the step before, so this one is not done
            out.append(
                (
                    yield not_done(
                        cause,
                        ja=f"{name}: 「そうしなかった場合」の前の処理が行われたため、その後の処理は行わない",
                        en=f"{name}: the step before 「そうしなかった場合」 was done, so what follows "
                        "is not",
                    )
                )
            )
            continue
        if op.kind == "modes":
            # 「次の2つから1つを選ぶ」: the effect chosen at the declaration (4.3.2.2 / 4.3.3.2),
            # or now for a text that had none (an ability triggered, 4.3.6), carried out here
            kept = dict(ctx.state.vars.get(_mode_key(op)) or {})
            chosen = kept.pop(src, None)
            if chosen is None:
                chosen = yield from choose_mode(ctx, player, srcc, op, ("4.3.2.6",))
            else:
                # the choice made at the declaration is used up by this resolution
                yield SetVar(key=_mode_key(op), value=kept or None)
            text, sub = op.value[int(chosen)]
            m = yield Mark(
                caused_by=cause,
                clauses=("4.3.2.6",),
                ja=f"{name}: 選んだ効果『{text}』を行う",
                en=f"{name}: the effect chosen, 『{text}』, is carried out",
            )
            out.append(m)
            out += yield from run_ops(
                ctx, src, src_type, tuple(sub), player, None, None, (*cause, m), refs, reduce
            )
            continue
        if op.cond == UNDER:
            # 「Xなら、AしBする」: B is under the condition its sentence opened with, read once as
            # A was reached (4.3.2.6: the text done in order) — not met, B is not done either
            if not sentence_met:
                yield from skip(
                    more=condition_clauses(sentence_cond),
                    ja=f"{name}: この文の条件（…なら）を満たさないため、この処理も行わない",
                    en=f"{name}: the condition of this sentence (…なら) is not met: this "
                    "step is not done either",
                )
                continue
        elif op.cond is not None and op.cond.what == "co:instead":
            # 「X。Cの場合、かわりにY」: C read once, when X would be done (``cardtext._instead``);
            # X when it does not hold (a value not given: taken as not met, X done), Y when it does
            c0 = op.cond.parts[0]
            if c0 not in instead:
                got = condition_holds(ctx, c0, player, src, target if ok else None, refs)
                if got is None:
                    yield Warn(
                        "assumption",
                        f"{name}: 条件（…の場合、かわりに）を読むための値がシナリオにないため、満たさないものとして扱います",
                        f"{name}: a value the condition (…の場合、かわりに) reads is not given: taken as not met",
                        ("4.3.2.6",),
                        key="not_given_condition_unmet",
                    )
                instead[c0] = bool(got)
            met = instead[c0] != bool(dict(op.cond.detail).get("negated"))
            if not met:
                yield from skip(
                    more=condition_clauses(c0),
                    ja=f"{name}: 条件（「かわりに」 / 「そうでないなら」の条件）により、この処理は行わない",
                    en=f"{name}: by the condition (of 「かわりに」 / 「そうでないなら」), this step is "
                    "not done",
                )
                continue
        elif op.cond is not None:
            if op.cond.what == "co:crashed":
                met = _crashed_since(ctx, target if ok else (refs or {}).get("subject"), start)
            else:
                # a card-text filter on a value not given that decides the condition, or a
                # value the condition reads not given (None), is branched on: met / not met
                # (``values.branch_condition``, ``values.unknown_truth``; round 26)
                c1, t1 = op.cond, target if ok else None
                got_: list[bool | None] = []
                printed = False
                if _reads_event_card_off_field(ctx, c1, refs) and condition_holds(
                    ctx, c1, player, src, t1, refs
                ) != condition_holds(ctx, c1, player, src, t1, refs, True):
                    # 「…したとき、そのキャラクターが女性キャラクターなら」 with that card gone
                    # from the field (a crash): none of these off the field (4-2-7), or read
                    # by what is printed on it — not settled (co.unsettled
                    # event_card_off_field, both run where the two readings differ)
                    printed = yield unsettled.choose(
                        player,
                        "co",
                        "event_card_off_field",
                        {"on_field_only": False, "as_printed": True},
                    )

                def read(
                    c1: Any = c1,
                    t1: str | None = t1,
                    box: list[bool | None] = got_,
                    printed: bool = bool(printed),
                    refs: dict[str, str] | None = refs,
                ) -> bool:
                    box[:] = [condition_holds(ctx, c1, player, src, t1, refs, printed)]
                    return bool(box[0])

                met = yield from branch_condition(
                    ctx, read, player, name, ("4.3.2.6", *condition_clauses(c1))
                )
                if got_ and got_[0] is None:
                    met = yield from unknown_truth(
                        player,
                        f"{name}.condition",
                        (f"{name} の条件が読む値", f"the value {name}'s condition reads"),
                        name,
                        ("4.3.2.6", *condition_clauses(c1)),
                    )
            sentence_met, sentence_cond = bool(met), op.cond
            if not met:
                yield from skip(
                    more=condition_clauses(op.cond),
                    ja=f"{name}: 条件（…なら）を満たさないため、この処理は行わない",
                    en=f"{name}: its condition (…なら) is not met: this step is not done",
                )
                continue
        if (op.who in TARGET_WHO and not ok) or (op.who == "target_char2" and not ok2):
            last_done = False
            continue
        if op.optional and op.per is None:
            # 「…してもよい」: the player who would do it decides (the opponent for a step the
            # opponent does: 「相手は…してもよい」)
            chooser = (
                ctx.state.opponent(player)
                if op.who == "opponent_player" and op.kind in _PLAYER_STEPS
                else player
            )
            yes = yield from choose_yes_no(
                chooser,
                "optional_step",
                f"{name}: 「…してもよい」の処理を行うか",
                f"{name}: carry out the optional step?",
                ("行う", "do it"),
                ("行わない", "do not"),
                ("4.3.2.6",),
            )
            if not yes:
                yield from skip(
                    ja=f"{chooser} は {name} の「…してもよい」の処理を行わない",
                    en=f"{chooser} does not carry out {name}'s optional step",
                )
                continue
        last_done = True
        if op.kind == "discard":
            # 「…手札からカードをN枚クラッシュする」: that player chooses N cards of the hand; they
            # crash to the top of the owner's dustbox (4.2.4), as many as there are
            pl = ctx.state.opponent(player) if op.who == "opponent_player" else player
            hand = yield from _hand_for_text(ctx, pl, start)
            if not hand:
                yield from skip(
                    nothing_to_choose,
                    more=("4.2.4",),
                    ja=f"{pl} の手札にカードがないため、クラッシュするカードはない",
                    en=f"{pl} has no card in hand: nothing to crash",
                    # what a crash would have changed: the hand, and the dustbox
                    touches=(f"{pl}.hand", f"{pl}.dustbox"),
                )
                continue
            picked = yield from choose_one_at_a_time(
                pl,
                hand,
                op.amount,
                card_choice,
                "discard",
                lambda _k: (
                    f"{name}: 手札からクラッシュするカードを選ぶ",
                    f"{name}: choose a card of your hand to crash",
                ),
                ("4.3.2.6", "4.2.4"),
                forced_unasked=True,
            )
            yield from crash_cards(ctx, picked, ("4.3.2.6", "4.2.4"), cause)
            continue
        if op.kind == "dustbox_top_to_hand":
            # 「ダストボックスの一番上のカードを手札に戻す」: the top card of the player's dustbox
            # (4.2.3), to its owner's hand (4.2.12); none there: not done
            if unknown_zone(ctx, player, "dustbox", "ダストボックス", "dustbox", ("4.2.3",)):
                yield from skip(
                    ja=f"{name}: ダストボックスの一番上のカードはシナリオに書かれていないため、戻すカードは不明（行わないものとして扱う）",
                    en=f"{name}: the dustbox's top card is not given: which card returns is unknown (taken as not done)",
                )
                continue
            # 「一番上の<kind>カード」: that card only if it is of the kind (``_end_of_kind``)
            top = yield from _end_of_kind(ctx, player, "dustbox", "top", op.card_type)
            if top and op.card_type is not None and top[0].type != op.card_type:
                kja = TYPE_JA.get(op.card_type, op.card_type)
                yield from skip(
                    ja=f"{name}: ダストボックスの一番上のカード（{top[0].label}）は{kja}カードではないため、手札に戻すカードはない",
                    en=f"{name}: the dustbox's top card ({top[0].label}) is no {op.card_type} card: no card returns",
                    touches=(f"{player}.dustbox",),
                )
                continue
            if not top:
                yield from skip(
                    nothing_to_choose,
                    ja=f"{name}: ダストボックスにカードがないため、手札に戻すカードはない",
                    en=f"{name}: the dustbox is empty: no card returns",
                )
                continue
            c = top[0]
            out.append(
                (
                    yield Move(
                        uid=c.uid,
                        player=c.owner,
                        zone="hand",
                        caused_by=cause,
                        clauses=("4.3.2.6", "4.2.3", "4.2.12"),
                        ja=f"{c.label} をダストボックスの一番上からオーナーの手札に戻す（{name}）",
                        en=f"{c.label} returns from the top of the dustbox to its owner's hand ({name})",
                    )
                )
            )
            continue
        if op.kind == "recycle":
            # 「あなたのダストボックスにある(キャラクター)カードをN枚(まで)選び、山札に加えて
            # シャッフルする」 (``cardtext._chosen_into_deck``): the player chooses of its own
            # dustbox — N of them, as many as there are, or up to N (none too, 「まで」) — and each
            # goes to its owner's deck (4.2.12); the shuffle is the next step (4.2.2)
            picked_uids = yield from choose_one_at_a_time(
                player,
                [c for c in ctx.zone(player, "dustbox") if op.value in (None, c.type)],
                op.amount,
                card_choice,
                "recycle",
                lambda k, n=op.amount: (
                    f"{name}: 山札に加えるダストボックスのカードを選ぶ（{k}/{n}）",
                    f"{name}: choose a card of your dustbox to add to your deck ({k}/{n})",
                ),
                ("4.3.2.6", "4.2.12"),
                forced_unasked=not op.upto,
                also=("choose", CARD_CHOICE),
                stop=Option("no", "これ以上選ばない", "choose no more", None, aliases=("none", "0"))
                if op.upto
                else None,
            )
            if not picked_uids:
                last_done = False
            out += yield from _each_to_owner(
                ctx,
                picked_uids,
                "deck",
                cause,
                ("4.3.2.6", "4.2.12"),
                f"をダストボックスからオーナーの山札に加える（{name}）",
                f"goes from the dustbox to its owner's deck ({name})",
            )
            continue
        if op.kind == "recover":
            # 「あなたのダストボックスにある(キャラクター)カードN枚を手札に戻す / 加える」: the
            # player chooses; each goes to its owner's hand (4.2.12), as many as there are
            # (「「その他」キャラクターカード」: of that gender, as printed off the field; not
            # given: taken not to be, and said so)
            pool = [
                c
                for c in ctx.zone(player, "dustbox")
                if (op.value is None or c.type == op.value)
                and (
                    op.gender is None
                    or view(ctx, c.uid).gender == op.gender
                    or gender_unknown(ctx, c, op.gender)
                )
            ]
            picked = yield from choose_one_at_a_time(
                player,
                pool,
                op.amount,
                card_choice,
                "recover",
                lambda _k: (
                    f"{name}: ダストボックスから手札に戻すカードを選ぶ",
                    f"{name}: choose a card of your dustbox to return to your hand",
                ),
                ("4.3.2.6", "4.2.12"),
                forced_unasked=True,
                # a card chosen by card text: also answered `at: choose` / `choose_card` (docs/scenarios.md)
                also=("choose", CARD_CHOICE),
            )
            if not picked:
                last_done = False
            out += yield from _each_to_owner(
                ctx,
                picked,
                "hand",
                cause,
                ("4.3.2.6", "4.2.12"),
                f"をダストボックスからオーナーの手札に戻す（{name}）",
                f"returns from the dustbox to its owner's hand ({name})",
            )
            continue
        if op.kind == "chosen_move":
            # 「(相手は)手札 / ダストボックスから(…)カードをN枚選び、手札に加える / ダストボックスに
            # 置く / 山札の一番上(下)に置く」: the chooser picks N cards of its own zone (as many as
            # there are), each put into its owner's zone (4.2.12; the dustbox's top, 4.2.3)
            zone_from, kind, dest, pos, named, but_this = op.value
            pl = ctx.state.opponent(player) if op.who == "opponent_player" else player
            pool = [
                c
                for c in ctx.zone(pl, zone_from)
                if (
                    kind == "card" or c.type == kind or (not c.type and _unknown_kind(ctx, c, kind))
                )
                # 「『X』以外の…カード」 (X this card, 4.2.10): this card itself is not among them
                and not (but_this and c.uid == src)
                and (op.gender is None or c.value("gender") == op.gender)
                and (
                    named is None
                    or _spelt(c.name) == named
                    or (c.uid == src and names_card(named, c))
                )
            ]
            if named is not None and names_card(named, srcc):
                # 4.2.10: the card's own name in its text is that card itself, not another of
                # the same name
                pool = [c for c in pool if c.uid == src]
            zja = {"hand": "手札", "dustbox": "ダストボックス", "deck": "山札"}
            to_ja = zja[dest] + {"top": "の一番上", "bottom": "の一番下"}.get(pos, "")
            to_en = {"hand": "hand", "dustbox": "dustbox", "deck": "deck"}[dest]
            to_en = {"top": "the top of ", "bottom": "the bottom of "}.get(
                pos, ""
            ) + f"its owner's {to_en}"
            where = ("4.3.2.6", "4.2.12", *(("4.2.3",) if dest == "dustbox" else ()))
            question = (
                f"{name}: {zja[zone_from]}から{to_ja}に置くカードを選ぶ",
                f"{name}: choose a card of your {zone_from} to put into {to_en}",
            )
            picked = yield from choose_one_at_a_time(
                pl,
                pool,
                op.amount,
                card_choice,
                "chosen_move",
                lambda _k, q=question: q,
                where,
                forced_unasked=True,
                # a card chosen by card text: also answered `at: choose` / `choose_card` (docs/scenarios.md)
                also=("choose", CARD_CHOICE),
            )
            if not picked:
                yield from skip(
                    ja=f"{pl} の{zja[zone_from]}に選べるカードがない（{name}）",
                    en=f"{pl} has no card in the {zone_from} to choose ({name})",
                    touches=(f"{pl}.{zone_from}",),
                )
            for u in picked:
                c = ctx.card(u)
                if op.owner is not None:
                    # 「相手に見せてから / 公開して」: the card shown on its way, in the order
                    # written (4.3.2.6) — to that player, or (公開) to every player
                    to = {"you": player, "opponent": ctx.state.opponent(player)}.get(op.owner)
                    yield Mark(
                        caused_by=cause,
                        clauses=("4.3.2.6",),
                        ja=f"{c.label} を{f'{to} に見せる' if to else '公開する'}（{name}）",  # type: ignore[union-attr]
                        en=f"{c.label} is shown {f'to {to}' if to else 'to every player'} ({name})",  # type: ignore[union-attr]
                        touches=(u,),
                    )
                out.append(
                    (
                        yield Move(
                            uid=u,
                            player=c.owner,  # type: ignore[union-attr]
                            zone=dest,
                            # the dustbox's top (4.2.3), the deck's top / bottom as printed
                            pos="bottom" if pos == "bottom" else "top",
                            caused_by=cause,
                            clauses=where,
                            ja=f"{c.label} を{zja[zone_from]}から{to_ja}に置く（{name}）",  # type: ignore[union-attr]
                            en=f"{c.label} goes from the {zone_from} to {to_en} ({name})",  # type: ignore[union-attr]
                        )
                    )
                )
            continue
        if op.kind == "negate_crash":
            # 「対象のキャラクターのクラッシュをうち消す」 (4.2.14, 4.3.11.2): it stays, damage 0
            from ruling.games._co.basic import negate_crash

            # 「そのクラッシュ」 of a card of any crash's window: the crash the window is of
            of = target if op.who == "target_char" else ctx.state.vars.get("co.crash_window_card")
            if of:
                yield from negate_crash(ctx, {"card": of})
            continue
        if op.kind == "negate":
            # 「対象のプレイされたカードをうち消す」: the play is negated; the card goes to the top
            # of its owner's dustbox (4.2.14) and does not resolve
            c = ctx.card(target) if target else None
            if op.who == "that_play":
                # 「そのスペルカード」: the card whose play this answers (4.3.2.5, 4.3.4)
                now = ctx.state.vars.get(ANSWERING)
                played = (
                    now.get("uid")
                    if isinstance(now, dict) and now.get("what") == "played"
                    else None
                )
                # 「…がXカードをプレイしたとき」: the card whose play's step 4 triggered this
                # (4.3.2.4), the event's card — still in the playing place
                cast = (refs or {}).get("subject")
                at = ctx.where(cast) if cast else None
                if at is not None and at[1] == "playing":
                    played = cast
                c = ctx.card(played) if played else None
            w = ctx.where(c.uid) if c is not None else None
            if w is not None and w[1] == "playing":
                # who played it (4.3.2: declared by that player), for 「そのスペルカードの
                # コントローラーは…」 after it
                negated_by = w[0]
            if c is not None and any(pr.no_negate for pr in programs(c)):
                # 「このカードはうち消されない」: its text over 4.2.14 (4.2.9) — the negation is not
                # done, the card stays to resolve
                yield from skip(
                    more=("4.2.14", "4.2.9"),
                    ja=f"{c.label} は「うち消されない」カードのため、そのプレイはうち消されない",
                    en=f"{c.label} cannot be negated (its text): its play is not negated",
                )
                continue
            if c is not None and op.value is not None:
                # 「うち消したカードは、ダストボックスに置く代わりに…」: the text's place for it
                # (4.2.14 「特に指定がない限り」), its owner's hand / deck (4.2.12)
                zone, pos = op.value
                where_ja = {"hand": "手札", "deck": "山札の一番" + ("上" if pos == "top" else "下")}
                where_en = {"hand": "hand", "deck": f"the {pos} of the deck"}
                out.append(
                    (
                        yield Move(
                            uid=c.uid,
                            player=c.owner,
                            zone=zone,
                            pos=pos or "top",
                            caused_by=cause,
                            clauses=("4.3.2.6", "4.2.14", "4.2.12"),
                            ja=f"{c.label} のプレイはうち消され、ダストボックスの代わりにオーナーの"
                            f"{where_ja[zone]}に置かれる",
                            en=f"{c.label}'s play is negated: it goes to its owner's "
                            f"{where_en[zone]} instead of the dustbox",
                        )
                    )
                )
            elif c is not None:
                out.append(
                    (
                        yield Move(
                            uid=c.uid,
                            player=c.owner,
                            zone="dustbox",
                            caused_by=cause,
                            # played by another player than its owner (4.2.1): to its owner's
                            # dustbox all the same (4.2.12)
                            clauses=(
                                "4.3.2.6",
                                "4.2.14",
                                *(("4.2.12",) if negated_by not in (None, c.owner) else ()),
                            ),
                            ja=f"{c.label} のプレイはうち消され、ダストボックスの一番上に置かれる",
                            en=f"{c.label}'s play is negated: it goes to the top of the dustbox",
                        )
                    )
                )
            continue
        this_uid: str | None = src  # the card a step on 「このカード」 / 『X』 is done on
        if op.who == "this" and op.named and not names_card(op.named, srcc):
            # 『X』 not this card's name: a card of that name on the field (4.2.10, 4.2.6)
            this_uid = yield from _named_card(ctx, op.named, player, name, cause)
            if this_uid is None:
                last_done = False
                continue
            uids = [this_uid]
        elif op.who in ("target_char", "target_nav", "target_item"):
            uids = [target]
            tc = ctx.card(target) if target and on_field(ctx, target) else None
            if op.value == "same_name" and tc is not None:
                # 「対象の…と同じ名前のすべてのキャラクター」: the target and every character whose
                # name is written as its own; one read alike but written otherwise is another
                # name (4.2.6 and its example)
                same = [
                    c.uid
                    for c in characters(ctx)
                    if c.uid != target and _spelt(c.name) == _spelt(tc.name)
                ]
                alike = [
                    c.uid
                    for c in characters(ctx)
                    if _spelt(c.name) != _spelt(tc.name) and read_alike(c, tc)
                ]
                uids += same
                yield Mark(
                    caused_by=cause,
                    clauses=("4.2.6", *(("4.2.6#ex1",) if alike else ())),
                    ja=f"{tc.label} と同じ名前（表記が同じ）のキャラクター: "
                    + ("、".join(ctx.card(u).label for u in uids))  # type: ignore[union-attr]
                    + (
                        "（読み方が同じで表記が違う "
                        + "、".join(ctx.card(u).label for u in alike)  # type: ignore[union-attr]
                        + " は違う名前）"
                        if alike
                        else ""
                    ),
                    en=f"characters of {tc.label}'s name as written: {len(uids)}"
                    + (
                        f"; {len(alike)} read alike but written otherwise are another name"
                        if alike
                        else ""
                    ),
                    touches=tuple(uids),
                )
        elif op.who == "target_char2":
            uids = [target2]
        elif op.who == "target_card":
            # a target card in a dustbox (4.2.13), proper as checked above
            uids = [target]
        elif op.who == "host":
            # 「セットされたキャラクター」 in a one-shot step (a set card's trigger): the card this
            # one is set on now (4.2.11) — before, no card (the step silently did nothing)
            host_of = srcc.states.get("on") if srcc is not None and on_field(ctx, src) else None
            uids = [str(host_of)] if host_of else []
        elif op.who == "all_chars":
            uids = [c.uid for c in characters(ctx)]
        elif op.who in ("yours", "theirs", "others_you_control"):
            # every character the player (or the opponent) controls (4.2.12); 「…以外の」 not this
            ctl = player if op.who != "theirs" else ctx.state.opponent(player)
            uids = [
                c.uid
                for c in characters(ctx)
                if controller(ctx, c.uid) == ctl
                and not (op.who == "others_you_control" and c.uid == src)
            ]
        elif op.who == "all_cards":
            # every card on the field (4-2-7); one set on another crashes with it (4-2-4)
            uids = [c.uid for c in field_cards(ctx) if not c.states.get("on")]
        elif op.who == "field_set":
            # every card set on the field (3.4.3 「フィールドにセット」): an event, spell or item
            # card there, not set on a character
            uids = [
                c.uid
                for c in field_cards(ctx)
                if not c.states.get("on") and c.type in ("event", "spell", "item")
            ]
        elif op.who == "this":
            uids = [target] if target and tkind == "character" else [src]
            twins = [
                c.uid
                for c in field_cards(ctx)
                if srcc is not None and c.name == srcc.name and c.uid != src
            ]
            if twins and not named_self:
                # 『X』 in X's own text is that card, never another of the same name (4.2.10)
                named_self = True
                yield Mark(
                    caused_by=cause,
                    clauses=("4.2.10",),
                    ja=f"テキストの『{srcc.name}』はこのカードそのもので、同名の別カードを指さない",  # type: ignore[union-attr]
                    en=f"『{srcc.name}』 in the text is this card itself, not another of that name",  # type: ignore[union-attr]
                    touches=tuple(twins),
                )
        elif op.who == "defender":
            uids = [(refs or {}).get("defender", "")]
        elif op.who == "attacker":
            # 「アタックしたキャラクター」: the attacking character of the battle (3.4.5.2)
            uids = [(refs or {}).get("attacker", "")]
        elif op.who == "that_char":
            # 「そのキャラクター」: the character of the event that triggered the ability; of a
            # card played in a crash's window (「…クラッシュしたときにのみ」), the crashing one
            uids = [
                (refs or {}).get("subject") or str(ctx.state.vars.get("co.crash_window_card") or "")
            ]
        elif op.who == "that_damage":
            # 「そのダメージ」: the damage whose reduction window the ability is read in — a
            # character's or a player's (4.3.10.2; out of a window, none: ``_reduce`` says so)
            window = ctx.state.vars.get("co.reduction_of")
            whose = (
                (window.get("card") or window.get("player")) if isinstance(window, dict) else None
            )
            uids = [str(whose)] if whose else []
        elif op.who in KW_GROUPS:
            # 「フィールドに出ているすべての「飛行」の特殊能力を持つキャラクター」: those with the
            # keyword (as in force, 4.3.8) when the step is done
            uids = [c.uid for c in characters(ctx) if has_keyword(ctx, c.uid, KW_GROUPS[op.who])]
        elif op.who == "described":
            # every card of the field the phrase describes, as the step is done (4.3.2.6)
            uids = described_members(ctx, op.sel, player, src)
        elif op.who in (*ONE_OF, "one_of_described"):
            picked = yield from _one_of(ctx, op, player, src, name, cause)
            chosen = picked
            uids = [picked] if picked else []
            if not picked:
                last_done = False
                continue
        elif op.who == "chosen":
            # the card the step before chose (4.3.2.6: one card, the text's steps done in order)
            uids = [chosen] if chosen else []
            if not chosen:
                last_done = False
                continue
        else:
            uids = []
        if op.who in ("yours", "theirs", "all_chars", "others_you_control") and uids:
            # 「…キャラクター」 names the characters of the field only (4.2.7): a navigator, or a
            # card set there, of the players the group reads, is not one of them
            ctls = (
                None
                if op.who == "all_chars"
                else {player if op.who != "theirs" else ctx.state.opponent(player)}
            )
            besides = [
                c
                for c in field_cards(ctx)
                if not is_character(ctx, c) and (ctls is None or controller(ctx, c.uid) in ctls)
            ]
            if besides:
                yield Mark(
                    caused_by=cause,
                    clauses=("4.2.7",),
                    ja="「キャラクター」はフィールドに出ているキャラクターだけを指す: "
                    + "、".join(c.label for c in besides)
                    + " は含まれない",
                    en="「キャラクター」 names the field's characters only: "
                    + ", ".join(c.label for c in besides)
                    + " not among them",
                    touches=tuple(c.uid for c in besides),
                )
        if op.gender and op.who in ("yours", "theirs", "all_chars", "others_you_control"):
            # 「すべての女性キャラクター」: the group's characters of that gender, as in force now
            # (4.3.8: a gender changed by an effect counts)
            uids = [u for u in uids if view(ctx, u).gender == op.gender]
        if op.who in _CARD_GROUPS and not any(u and on_field(ctx, u) for u in uids):
            last_done = False  # no card of those named is there: the step does nothing
            if op.who in _GROUPS_READ_AT_RESOLUTION:
                # 「すべてのキャラクターに…」 with none there: a group is no 「対象」, read as the
                # step is done (4.3.2.6); nothing was required of it at the play (4.2.13)
                out.append(
                    (
                        yield nothing_to_choose(
                            cause,
                            ja=f"{name}: テキストが指すカードがフィールドにないため、この処理は何も"
                            "しない（「対象」ではないため、プレイ・使用は妨げられない）",
                            en=f"{name}: no card the text names is on the field, so the step does "
                            "nothing (it is no target: the play or use stands)",
                        )
                    )
                )
        if op.who == "host_controller":
            # 「セットされた…のコントローラー」: who controls the card this one is set on (4.2.12)
            host = srcc.states.get("on") if srcc is not None else None
            host_card = ctx.card(str(host)) if host else None
            if host_card is None or not on_field(ctx, host_card.uid):
                last_done = False
                continue
            target_pl: str | None = controller(ctx, host_card.uid) or host_card.owner
        elif op.who == "opponent_player":
            target_pl = ctx.state.opponent(player)
        elif op.who == "this_owner" and srcc is not None:
            # 「このカードのオーナー」: the card's owner, whoever controls it (4.2.12)
            target_pl = srcc.owner
        elif op.who == "target_player":
            target_pl = target
        elif op.who == "you" and op.kind == "damage":
            # 「あなたに…点のダメージを与える」: the player who plays or uses it
            target_pl = player
        else:
            target_pl = None
        if op.kind == "look":
            # 「山札の上からN枚を見て」: the player sees the top N cards of its own deck (4.2.2
            # keeps them from every player; the text first, 4.2.9), all when it holds fewer
            # 「相手の山札の上から…」: the opponent's deck, seen by the player all the same
            looked_in = player if op.who == "you" else ctx.state.opponent(player)
            looked = [c.uid for c in ctx.zone(looked_in, "deck")[: op.amount]]
            names = "、".join(label_of(ctx, u) for u in looked) or "なし"
            whose_ja = "" if looked_in == player else f"{looked_in} の"
            whose_en = "the" if looked_in == player else f"{looked_in}'s"
            out.append(
                (
                    yield Mark(
                        caused_by=cause,
                        clauses=("4.3.2.6", "4.2.2", "4.2.9"),
                        ja=f"{player} は{whose_ja}山札の上から{len(looked)}枚を見る（{names}）",
                        en=f"{player} looks at the top {len(looked)} card(s) of {whose_en} deck",
                        touches=(f"{looked_in}.deck",),
                    )
                )
            )
        elif op.kind == "reveal":
            # 「山札の一番上のカードを公開する」: the top card(s) of the player's deck shown to
            # every player (4.2.2 keeps a deck's contents from all; the text first, 4.2.9) —
            # they stay where they are (4.2.2: the order kept), the cards the later steps name
            # 「公開したカード」 / 「そのカード」 (``looked``)
            looked_in = player
            looked = [c.uid for c in ctx.zone(player, "deck")[: op.amount]]
            if len(looked) == 1:
                # 「それがキャラクターカードなら」: the one card revealed (``_card_matches``)
                refs = {**(refs or {}), "looked": looked[0]}
            names = "、".join(label_of(ctx, u) for u in looked) or "なし"
            shown = yield Mark(
                caused_by=cause,
                clauses=("4.3.2.6", "4.2.2", "4.2.9"),
                ja=f"{player} は山札の上から{len(looked)}枚を公開する（{names}）",
                en=f"{player} reveals the top {len(looked)} card(s) of the deck "
                f"({', '.join(label_of(ctx, u) for u in looked) or 'none'})",
                touches=(f"{player}.deck",),
            )
            # the steps on the cards revealed rest on the reveal (which cards they are)
            looked_at = (shown,)
            out.append(shown)
        elif op.kind == "look_hand":
            # 「敵デュエルマスターの手札を(すべて)見る」: the player sees that hand, hidden from
            # it otherwise (the text first, 4.2.9); no card moves, nothing else changes
            whose = player if op.who == "you" else ctx.state.opponent(player)
            seen = [c.uid for c in ctx.zone(whose, "hand")]
            names = "、".join(label_of(ctx, u) for u in seen) or "なし"
            out.append(
                (
                    yield Mark(
                        caused_by=cause,
                        clauses=("4.3.2.6", "4.2.9"),
                        ja=f"{player} は {whose} の手札{len(seen)}枚を見る（{names}）: カードは動かない",
                        en=f"{player} looks at {whose}'s hand ({len(seen)} card(s)): no card moves",
                        touches=(f"{whose}.hand",),
                    )
                )
            )
        elif op.kind == "reorder":
            # 「好きな順番で山札の上に戻す」: back on top in the order the player chooses (the text
            # over 4.2.2's 「順番を変更することはできません」, 4.2.9); the top card named first
            yield from put_in_chosen_order(
                player,
                [u for u in looked if ctx.where(u) == (looked_in, "deck")],
                lambda x: Option(
                    x, label_of(ctx, x), label_of(ctx, x), x, aliases=(label_of(ctx, x),)
                ),
                lambda k: (
                    f"山札の上から{k + 1}番目に置くカード（好きな順番）",
                    f"the card to put {k + 1}. from the top of the deck (any order)",
                ),
                ("4.2.9", "4.2.2"),
                lambda u, owner=looked_in: Move(
                    caused_by=cause,
                    uid=u,
                    player=owner,
                    zone="deck",
                    pos="top",
                    clauses=("4.3.2.6", "4.2.9", "4.2.2"),
                    ja=f"{label_of(ctx, u)} を山札の上に戻す（好きな順番で）",
                    en=f"{label_of(ctx, u)} goes back on top of the deck (in the order chosen)",
                ),
                assume=(
                    "「好きな順番で」戻す順番が書かれていないため、並んでいた順のままとした",
                    "the order 「好きな順番で」 is not given: the cards keep the order they lay in",
                ),
            )
        elif op.kind == "shuffle":
            # 「山札をシャッフルする / 切り混ぜる」: the player's own deck, its order unknown after
            # (2.1.1's shuffle; 4.2.2 the order is no one's to see)
            out.append(
                (
                    yield Shuffle(
                        player=player,
                        zone="deck",
                        caused_by=cause,
                        clauses=("4.3.2.6", "4.2.2"),
                        ja=f"{player} は山札をシャッフルする（{name}）",
                        en=f"{player} shuffles the deck ({name})",
                    )
                )
            )
        elif op.kind == "look_take":
            # 「そのうち / その中の(Xカード)M枚を手札に加え(てもよい)」: of the cards just looked at
            # (still in the deck), M of that type — as many as there are — chosen by the player,
            # to its hand (4.2.12); 「…てもよい」 is the step's own choice (``Op.optional``)
            kind = str(op.value)
            pool = [
                c
                for u in looked
                if ctx.where(u) == (player, "deck")
                and (c := ctx.card(u)) is not None
                and (kind == "card" or c.type == kind)
            ]
            picked = yield from choose_one_at_a_time(
                player,
                pool,
                op.amount,
                card_choice,
                "look_take",
                lambda k: (
                    f"{name}: 見たカードから手札に加えるカード（{k + 1}枚目）",
                    f"{name}: a card looked at to put into the hand ({k + 1})",
                ),
                ("4.3.2.6", "4.2.12"),
                forced_unasked=True,
                # a card chosen by card text: also answered `at: choose` / `choose_card` (docs/scenarios.md)
                also=("choose", CARD_CHOICE),
            )
            out += yield from _each_to_owner(
                ctx,
                picked,
                "hand",
                cause,
                ("4.3.2.6", "4.2.12"),
                f"を山札から手札に加える（{name}）",
                f"goes from the deck to the hand ({name})",
            )
        elif op.kind == "look_rest":
            # 「残りを(好きな順番で)山札の一番下 / 一番上に置く」: the cards looked at and not taken,
            # in the order the player chooses when printed (4.2.9 over 4.2.2)
            pos, order = op.value
            left = [u for u in looked if ctx.where(u) == (player, "deck")]
            where_ja = "一番下" if pos == "bottom" else "一番上"
            if order == "chosen":
                yield from put_in_chosen_order(
                    player,
                    left,
                    lambda x: Option(
                        x, label_of(ctx, x), label_of(ctx, x), x, aliases=(label_of(ctx, x),)
                    ),
                    lambda k, w=where_ja, p=pos: (
                        f"山札の{w}に置くカード（{k + 1}枚目、好きな順番）",
                        f"the card to put {k + 1}. at the deck's {p} (any order)",
                    ),
                    ("4.2.9", "4.2.2"),
                    lambda u, w=where_ja, p=pos: Move(
                        caused_by=cause,
                        uid=u,
                        player=player,
                        zone="deck",
                        pos=p,
                        clauses=("4.3.2.6", "4.2.9", "4.2.2"),
                        ja=f"{label_of(ctx, u)} を山札の{w}に置く（好きな順番で）",
                        en=f"{label_of(ctx, u)} goes to the deck's {p} (in the order chosen)",
                    ),
                    assume=(
                        "「好きな順番で」置く順番が書かれていないため、並んでいた順のままとした",
                        "the order 「好きな順番で」 is not given: the cards keep the order they lay in",
                    ),
                )
            else:
                for u in left:
                    out.append(
                        (
                            yield Move(
                                caused_by=cause,
                                uid=u,
                                player=player,
                                zone="deck",
                                pos=pos,
                                clauses=("4.3.2.6", "4.2.9"),
                                ja=f"{label_of(ctx, u)} を山札の{where_ja}に置く",
                                en=f"{label_of(ctx, u)} goes to the deck's {pos}",
                            )
                        )
                    )
        elif op.kind == "counters":
            # 「XにカウンターをN個置く」 / 「Xのカウンターを N 個 / すべて取り除く」: the count X keeps
            # (1-5), none below 0; only a card on the field keeps one (3.4.4: text works there)
            uid = target if op.who in ("target_char", "that_char") else this_uid
            card = ctx.card(uid) if uid else None
            # ``counter``: a named kind (「湯気カウンター」), counted apart from the others (1-5)
            if card is not None and ctx.where(card.uid)[1] == "field":
                now = counters_of(card, op.counter)
                left = 0 if op.value == "all" else max(0, now + op.amount)
                said = op.counter or "カウンター"
                if left != now:
                    out.append(
                        (
                            yield SetCard(
                                uid=card.uid,
                                changes={counter_key(op.counter): left or None},
                                caused_by=cause,
                                clauses=("4.3.2.6", "1.5"),
                                ja=f"{card.label} の{said}は{left}個になる（{name}）",
                                en=f"{card.label} now has {left} {said} ({name})",
                            )
                        )
                    )
        elif op.kind == "clear_damage":
            # 「…のダメージを0にする」: the damage it has taken (4.3.9: accumulated) becomes 0
            uid = target if op.who in ("target_char", "that_char") else this_uid
            card = ctx.card(uid) if uid else None
            if card is not None and ctx.where(card.uid)[1] == "field" and damage_of(card):
                # 「…のダメージをN点取り除く」: N points of it taken away, none below 0
                left = max(0, damage_of(card) - op.amount) if op.amount else 0
                out.append(
                    (
                        yield SetCard(
                            uid=card.uid,
                            changes={"damage": left or None}
                            if left
                            else {"damage": None, "dp_from": None},
                            caused_by=cause,
                            clauses=("4.3.2.6", "4.3.9"),
                            ja=f"{card.label} のダメージは{left}になる（{name}）",
                            en=f"{card.label}'s damage becomes {left} ({name})",
                        )
                    )
                )
        elif op.kind in _LOOKED_TO:
            # 「…見て、そのカードを山札の下 / ダストボックスに置く(てもよい)」: the cards looked at,
            # if still on the deck, go where the step says (``_LOOKED_TO``)
            zone, pos, clauses, ja, en = _LOOKED_TO[op.kind]
            for u in [u for u in looked if ctx.where(u) == (looked_in, "deck")]:
                lab = label_of(ctx, u)
                out.append(
                    (
                        yield Move(
                            caused_by=(*cause, *looked_at),
                            uid=u,
                            player=looked_in,
                            zone=zone,
                            pos=pos,
                            clauses=clauses,
                            ja=ja.format(lab, name),
                            en=en.format(lab, name),
                        )
                    )
                )
        elif op.kind == "forbid_act":
            # 「このターン、相手はアタック宣言を行えない」 (``ruling.cardtext.modal``): the player
            # named may not do the act for the period printed — the card text over the rule
            # that allows it (4.2.9); the act's check reads it wherever it is attempted
            from ruling.cardtext.modal import players, prohibition_effect

            action, detail = op.value
            if op.who in ("you", "opponent", "both"):
                bound = [(p, p) for p in players(op.who, player, ctx.state.opponent(player))]
            else:
                # 「対象のキャラクターは…」: each card named (4.3.2.6), as the step is done
                bound = [(u, label_of(ctx, u)) for u in uids if u]
            for who, shown in bound:
                yield prohibition_effect(
                    player=who,
                    label=shown,
                    action=action,
                    detail=detail,
                    until=later_turn_end(ctx, op.until, player) or "turn",
                    period_ja=_UNTIL_JA.get(op.until or "", "").lstrip("、") or "ターン終了時まで",
                    period_en=f"until {op.until}",
                    source=name,
                    caused_by=cause,
                    clauses=("4.3.2.6", "4.2.9", *(("3.7.2",) if op.until == "turn" else ())),
                )
        elif op.kind == "hand_limit_for":
            # 「ターン終了時まで / このターン、あなたの手札の上限はN枚になる」: the hand limit the
            # hand size step reads (3.7.3) is N for the period printed — the card text over the
            # rule's 7 (4.2.9); 「ターン終了時まで」 ends at 3.7.2, 「このターン」 as read at the
            # turn's end (co.unsettled this_turn_effect_end, ``turn.turn_end``)
            opp = ctx.state.opponent(player)
            whose = {"you": [player], "opponent_player": [opp], "all_players": [player, opp]}
            for pl in whose[op.who]:
                yield AddEffect(
                    caused_by=cause,
                    target=pl,
                    stat="hand_limit",
                    op="param",
                    value=op.amount,
                    until="this_turn" if op.until == "this_turn" else "turn",
                    source=name,
                    master=player,
                    clauses=("4.3.2.6", "4.2.9"),
                    ja=f"{pl} の手札の上限が{op.amount}枚になる（{name}、"
                    + ("このターン）" if op.until == "this_turn" else "ターン終了時まで）"),
                    en=f"{pl}'s hand limit becomes {op.amount} ({name}, {op.until})",
                )
        elif op.kind == "heal":
            pl = target_pl or player
            amount = op.amount
            if op.per is not None:
                # 「…1体につき、…のHPがN点回復する」: N for each character counted now
                amount *= yield from _per_times(ctx, op, player, str(pl), src, name, cause, start)
                if not amount:
                    last_done = False
                    continue
            yield from change_hp(
                ctx, str(pl), amount, ("4.3.2.6", *_of_owner(op)), f"{name}", cause
            )
        elif op.kind == "lose_hp":
            # 「…のHPがN点減少する」: HP down by N, no damage dealt (4.3.10)
            pl = target_pl or player
            amount = op.amount
            if op.per is not None:
                # 「…1体につき、…HPを1点失う」: N for each character counted now
                amount *= yield from _per_times(ctx, op, player, str(pl), src, name, cause, start)
                if not amount:
                    last_done = False
                    continue
            yield from change_hp(
                ctx, str(pl), -amount, ("4.3.2.6", *_of_owner(op)), f"{name}", cause
            )
        elif op.kind == "draw" and op.who == "all_players":
            # every player draws, the turn player first; at once — as every duel master takes a
            # damage at once — so the end of the game is judged after all of it (4.1.2)
            tp = ctx.state.turn.player
            order = [tp, *(q for q in ctx.state.players if q != tp)]
            # more than one deck emptied by this draw: drawn at once (both meet 4.1.2 together, a
            # draw) or one by one from the turn player with the end read after each (only the
            # first loses) — the audit's every_player_draws_order, asked only where it matters
            emptied = [
                q
                for q in order
                if deck_listed(ctx, q) and len(ctx.zone(q, "deck")) <= int(op.amount or 1)
            ]
            in_turn = False
            if len(emptied) > 1:
                in_turn = not (
                    yield unsettled.choose(
                        player,
                        "co",
                        "every_player_draws_order",
                        {"at_once": True, "in_turn": False},
                    )
                )
            if in_turn:
                for q in order:
                    yield Do(
                        "draw",
                        {"player": q, "amount": op.amount},
                        caused_by=cause,
                        clauses=("4.3.2.6", "4.1.2"),
                    )
                    if ctx.state.result is not None:
                        return out
                continue
            yield SetVar(
                key="co.dealing",
                value=True,
                ja="すべてのデュエルマスターが山札からカードを引く",
                en="every duel master draws from the deck",
            )
            for q in order:
                yield Do(
                    "draw",
                    {"player": q, "amount": op.amount},
                    caused_by=cause,
                    clauses=("4.3.2.6",),
                )
            # judged once all have drawn (the game may end right after)
            yield SetVar(
                key="co.dealing",
                value=None,
                clauses=("4.1.2",),
                ja="すべてのデュエルマスターが引き終わる",
                en="every duel master has drawn",
            )
        elif op.kind == "draw" and op.value == "player_of_play":
            # 「そのスペルカード / うち消されたカードのコントローラーは…引く」: the player who
            # played the card negated (4.2.12, 4.2.14)
            if negated_by is None:
                last_done = False
                continue
            yield Do(
                "draw",
                {"player": negated_by, "amount": op.amount},
                caused_by=cause,
                clauses=("4.3.2.6", "4.2.12", "4.2.14"),
            )
        elif op.kind == "draw" and op.value == "controller":
            # 「そのキャラクターのコントローラーは…引く」: the player who controlled the target as
            # the text resolved (4.2.12), wherever the steps before put it
            if target_controller is None:
                last_done = False
                continue
            yield Do(
                "draw",
                {"player": target_controller, "amount": op.amount},
                caused_by=cause,
                clauses=("4.3.2.6", "4.2.12"),
            )
        elif op.kind == "draw" and op.value == "owner":
            # 「そのキャラクターのオーナーは…引く」: the target's owner (4.2.12), wherever it is now
            card = ctx.card(target) if target else None
            if card is None:
                last_done = False
                continue
            yield Do(
                "draw",
                {"player": card.owner, "amount": op.amount},
                caused_by=cause,
                clauses=("4.3.2.6", "4.2.12"),
            )
        elif op.kind == "draw":
            drawer = (
                ctx.state.opponent(player)
                if op.who == "opponent_player"
                else (target or player)
                if op.who == "target_player"
                else player
            )
            amount = op.amount
            if op.per is not None:
                # 「…1体につき、…N枚引く(てもよい)」: N for each character counted now
                times = yield from _per_times(ctx, op, player, drawer, src, name, cause, start)
                amount *= times
                if not amount:
                    last_done = False
                    continue
            yield Do(
                "draw",
                {"player": drawer, "amount": amount},
                caused_by=cause,
                clauses=("4.3.2.6",),
            )
        elif op.kind == "edict":
            # 「…は、自分がコントロールしているキャラクターN体を選び、クラッシュする」: that player
            # chooses at resolution — no target (4.2.13) — and the characters crash (4.3.2.6)
            chooser = ctx.state.opponent(player) if op.who == "opponent_player" else player
            pool = (
                [c for c in characters(ctx, chooser) if controller(ctx, c.uid) == chooser]
                if op.sel is None
                # 「あなたがコントロールしているアイテムカード1枚を選び、…」: the cards of the field
                # so described, the chooser's (4.2.12)
                else [ctx.card(u) for u in described_members(ctx, op.sel, chooser, src)]
            )
            if not pool:
                out.append(
                    (
                        yield Mark(
                            caused_by=cause,
                            clauses=("4.3.2.6", "4.2.13"),
                            ja=f"{chooser} は選べるカード（{'キャラクター' if op.sel is None else '記述されたカード'}）を"
                            "コントロールしていないため、選ぶものがなく"
                            "何も起こらない（対象を取る効果ではないので、プレイはできる）",
                            en=f"{chooser} controls no {'character' if op.sel is None else 'card so described'}:"
                            " nothing to choose, nothing happens (no target is taken, so the card "
                            "could be played)",
                            # the field looked at and the cards on it found no character (a
                            # navigator, 4.2.8): a "no" rests on them
                            touches=(
                                f"{chooser}.field",
                                *(c.uid for c in ctx.zone(chooser, "field")),
                            ),
                        )
                    )
                )
                continue
            chosen: list[str] = []
            for _ in range(min(op.amount, len(pool))):
                left = [c for c in pool if c.uid not in chosen]
                if len(left) == 1 and op.amount >= len(pool):
                    chosen.append(left[0].uid)
                    continue
                pick = yield choose_card(
                    chooser,
                    left,
                    "edict",
                    f"{name}: クラッシュする自分のキャラクターを選ぶ",
                    f"{name}: choose a character of yours to crash",
                    ("4.3.2.6", "4.2.13"),
                )
                chosen.append(pick)
            yield from crash_cards(
                ctx, chosen, ("4.3.2.6",), cause, how=effect_cause(src, src_type, player)
            )
        elif op.kind == "gain_energy":
            # 「あなたはNエネルギーを得る」: gaining energy (4.3.1), where it may be gained
            pl = ctx.state.opponent(player) if op.who == "opponent_player" else player
            amount = op.amount
            if op.per is not None:
                # 「…1体につき、…Nエネルギーを得る」: N for each character counted now
                amount *= yield from _per_times(ctx, op, player, pl, src, name, cause, start)
                if not amount:
                    last_done = False
                    continue
            yield Do(
                "gain_energy",
                # 「このエネルギーは<X>カードのプレイにのみ使用できる」: kept for that (``value``)
                {"player": pl, "amount": amount, **({"only": op.value} if op.value else {})},
                caused_by=cause,
                clauses=("4.3.2.6",),
            )
        elif op.kind == "lose_energy":
            # 「(対戦)相手はエネルギーをN失う」: that player's energy goes down by N; with fewer,
            # all it has (energy is a count of what it holds, 3.2.2 / 3.7.4), and said so
            pl = ctx.state.opponent(player) if op.who == "opponent_player" else player
            have = energy(ctx, pl)
            lost = min(have, op.amount)
            out.append(
                (
                    yield SetVar(
                        key=f"energy.{pl}",
                        value=have - lost,
                        caused_by=cause,
                        clauses=("4.3.2.6",),
                        ja=f"{pl} はエネルギーを{lost}失う（{name}）"
                        + (
                            f"（{op.amount}に満たず、持っていた{have}すべて）"
                            if lost < op.amount
                            else ""
                        ),
                        en=f"{pl} loses {lost} energy ({name})"
                        + (
                            f" (all it had, {have}, fewer than {op.amount})"
                            if lost < op.amount
                            else ""
                        ),
                    )
                )
            )
            if lost:
                yield from energy_only_after(ctx, pl, 0, None, ("4.3.2.6",))
            if not lost:
                last_done = False
        elif op.kind == "pay_energy":
            # 「Nエネルギーを支払う」 in a text: the player pays N of the energy it has (4.3.1,
            # as a cost 4.3.3.3); with fewer, the step cannot be done (「そうした場合」 then not)
            have = energy_free(ctx, player)
            if have < op.amount:
                yield from skip(
                    ja=f"{player} のエネルギーは{have}しかないため、{op.amount}エネルギーを支払えない（{name}）",
                    en=f"{player} has only {have} energy: {op.amount} cannot be paid ({name})",
                    touches=(f"var:energy.{player}",),
                )
                continue
            out.append(
                (
                    yield SetVar(
                        key=f"energy.{player}",
                        value=energy(ctx, player) - op.amount,
                        caused_by=cause,
                        clauses=("4.3.2.6", "4.3.3.3"),
                        ja=f"{player} は{op.amount}エネルギーを支払う（{name}）",
                        en=f"{player} pays {op.amount} energy ({name})",
                    )
                )
            )
            yield from energy_only_after(ctx, player, op.amount, None, ("4.3.2.6", "4.2.9"))
        elif op.kind == "hand_to_deck":
            # 「あなたは手札からカードをN枚選び、山札の一番上に置く」: the player chooses them one
            # by one (a card with no name is answered ``?``), each to the top of its owner's deck
            # (4.2.12); with fewer in the hand, as many as there are
            for _ in range(op.amount):
                hand = yield from _hand_for_text(ctx, player, start)
                if not hand:
                    out.append(
                        (
                            yield nothing_to_choose(
                                cause,
                                ja=f"{player} の手札にカードがないため、山札の上に置くカードはない（{name}）",
                                en=f"{player} has no card in hand: none is put on the deck ({name})",
                                touches=(f"{player}.hand",),
                            )
                        )
                    )
                    break
                pick = yield choose_card(
                    player,
                    hand,
                    "hand_to_deck",
                    "山札の一番上に置く手札のカードを選ぶ",
                    "choose a hand card to put on the top of the deck",
                    ("4.3.2.6",),
                )
                card = ctx.card(pick)
                out.append(
                    (
                        yield Move(
                            uid=pick,
                            player=card.owner if card else player,
                            zone="deck",
                            pos="top",
                            caused_by=cause,
                            clauses=("4.3.2.6", "4.2.12"),
                            ja=f"{player} は手札の {card.label if card else pick} を山札の一番上に置く（{name}）",
                            en=f"{player} puts {card.label if card else pick} from the hand on top of the deck ({name})",
                        )
                    )
                )
        elif op.kind == "mill":
            # 「…山札の上からN枚をクラッシュする」: the top N cards, as many as there are (a
            # crashed card goes to the top of its owner's dustbox, 4.2.4, 4.2.12)
            pl = ctx.state.opponent(player) if op.who == "opponent_player" else player
            if not deck_listed(ctx, pl):
                yield Warn(
                    "assumption",
                    f"{pl} の山札がシナリオにない: {op.amount}枚以上あり、クラッシュされるカードは不明とする",
                    f"{pl}'s deck is not given: taken to hold {op.amount} cards or more, unknown",
                    ("4.2.4",),
                    key="zone_not_given_not_empty",
                )
                continue
            milled = list(ctx.zone(pl, "deck"))[: op.amount]
            # several cards put in the dustbox at one timing: their owner orders them (4.2.3)
            together = ("4.2.3",) if len(milled) > 1 else ()
            for card in milled:
                out.append(
                    (
                        yield Move(
                            uid=card.uid,
                            player=card.owner,
                            zone="dustbox",
                            caused_by=cause,
                            clauses=("4.3.2.6", "4.2.4", "4.2.12", *together),
                            ja=f"{pl} の山札の一番上のカードをクラッシュし、オーナーのダストボックスの一番上に置く（{name}）",
                            en=f"{pl}'s deck top card crashes to the top of its owner's dustbox ({name})",
                        )
                    )
                )
        elif op.kind == "deck_top":
            # 「山札の一番上のカード(上からN枚)をブレイクする / ダストボックスに置く」: the top
            # cards of the player's deck, as many as there are (4.2.2: the deck's order kept) —
            # broken, out of the game for its rest (4.2.5), or put on the top of the owner's
            # dustbox (4.2.3; not crashed), each to its owner's place (4.2.12)
            pl = ctx.state.opponent(player) if op.who == "opponent_player" else player
            broken = op.value == "broken"
            if not deck_listed(ctx, pl):
                yield Warn(
                    "assumption",
                    f"{pl} の山札がシナリオにない: {op.amount}枚以上あり、移るカードは不明とする",
                    f"{pl}'s deck is not given: taken to hold {op.amount} cards or more, unknown",
                    ("4.2.2",),
                    key="zone_not_given_not_empty",
                )
                continue
            moved = list(ctx.zone(pl, "deck"))[: op.amount]
            if not moved:
                yield from skip(
                    nothing_to_choose,
                    ja=f"{name}: {pl} の山札にカードがないため、何も行わない",
                    en=f"{name}: {pl}'s deck is empty: nothing is done",
                )
                continue
            where_cl = ("4.2.5", "4.2.12#li2") if broken else ("4.2.3",)
            for card in moved:
                out.append(
                    (
                        yield Move(
                            uid=card.uid,
                            player=card.owner,
                            zone="broken" if broken else "dustbox",
                            caused_by=cause,
                            clauses=("4.3.2.6", "4.2.2", *where_cl, "4.2.12"),
                            ja=f"{pl} の山札の一番上のカード {card.label} を"
                            + (
                                "ブレイクする"
                                if broken
                                else "オーナーのダストボックスの一番上に置く"
                            )
                            + f"（{name}）",
                            en=f"{pl}'s deck top card {card.label} is "
                            + ("broken" if broken else "put on top of its owner's dustbox")
                            + f" ({name})",
                        )
                    )
                )
        elif op.kind == "damage":
            if op.amount_of is not None:
                # 「…に『X』のAPと同じ点数のダメージを与える」: the value as the damage is dealt
                amount_by = yield from _value_amount(ctx, op, src, srcc, player, name, cause)
                if amount_by is None:
                    last_done = False
                    continue
                op = replace(op, amount=op.amount * amount_by, amount_of=None)
            if target_pl is not None:
                amount = op.amount
                if op.per is not None:
                    # 「…1体につき、相手にN点のダメージを与える」: N for each character counted now
                    amount *= yield from _per_times(
                        ctx, op, player, str(target_pl), src, name, cause, start
                    )
                    if not amount:
                        last_done = False
                        continue
                yield from change_hp(
                    ctx,
                    str(target_pl),
                    -amount,
                    ("4.3.2.6", *_of_owner(op)),
                    f"{name} のダメージ",
                    cause,
                    by=player,
                )
                if amount > 0 and srcc is not None and ctx.state.result is None:
                    # the card whose text dealt it: its 「ダメージを与えたとき」 (4.3.10)
                    from ruling.games._co.triggers import fire

                    yield from fire(ctx, "dealt", [src], cause, to="player")
                continue
            if op.who == "all_players":
                # every player takes it at once: the end of the game is judged after all of it
                yield SetVar(
                    key="co.dealing",
                    value=True,
                    ja="すべてのデュエルマスターに同時にダメージを与える",
                    en="damage dealt to every duel master at once",
                )
                for pl in ctx.state.order():
                    yield from change_hp(
                        ctx, pl, -op.amount, ("4.3.2.6",), f"{name} のダメージ", cause, by=player
                    )
                yield SetVar(
                    key="co.dealing",
                    value=None,
                    clauses=("4.1.2",),
                    ja="ダメージの適用が終わる",
                    en="the damage has been dealt",
                )
                continue
            if len(uids) > 1:
                yield SetVar(
                    key="co.dealing",
                    value=True,
                    ja="複数のキャラクターに同時にダメージを与える",
                    en="damage dealt to several characters at once",
                )
            for u in uids:
                if u and on_field(ctx, u):
                    yield from deal_to_character(
                        ctx,
                        u,
                        op.amount,
                        name,
                        src_type,
                        (reduce or {}).get(u, []),
                        caused_by=cause,
                        after=(after_damage or {}).get(u) or None,
                        by=src if srcc is not None else None,
                        unreducible=op.unreducible,
                        player=player,
                    )
            if len(uids) > 1:
                from ruling.games._co.triggers import end_dealing

                yield from end_dealing(
                    ctx, ("4.3.9",), "ダメージの適用が終わる", "the damage has been dealt"
                )
        elif op.kind == "skip_untap":
            # 「…は、次のアンタップフェイズにアンタップしない」 (3.2.2, card text first 4.2.9): the
            # card is marked, the mark read by the untap step (``turn._untap``) while the card
            # stays on the field
            for u in uids:
                if not u or not on_field(ctx, u):
                    continue
                c = ctx.card(u)
                m = yield Mark(
                    caused_by=cause,
                    clauses=("4.3.2.6", "4.2.9"),
                    ja=f"{c.label if c else u} は次のアンタップフェイズにアンタップしない（{name}）",
                    en=f"{u} does not untap in the next untap phase ({name})",
                    touches=(u,),
                )
                yield SetCard(uid=u, changes={"skip_untap": m})
        elif op.kind == "reduce":
            pl = (target_pl or player) if op.who in ("you", "opponent_player") else None
            yield from _reduce(ctx, op, [pl] if pl else uids, name, cause)
        elif op.kind in (
            "modify",
            "swap",
            "immune",
            "untargetable",
            "strip",
            "nullify",
            "grant",
            "gender",
            "set_stats",
            "set_ap",
            "set_dp",
        ):
            if op.kind == "modify" and op.per is not None:
                # 「…1体につき、…「+1:+0」の修正を受ける」: the change times the characters counted
                times = yield from _per_times(ctx, op, player, player, src, name, cause, start)
                op = replace(op, ap=op.ap * times, dp=op.dp * times, per=None)
            if op.until == "battle" and not (yield from _battle_duration_holds(ctx, name, cause)):
                continue
            for u in uids:
                if not u or not on_field(ctx, u):
                    continue
                v = view(ctx, u)
                if op.kind != "immune" and immunity_stops(v, src_type, made):
                    yield Mark(
                        clauses=("4.3.8",),
                        ja=f"{ctx.card(u).label} は{TYPE_JA.get(src_type or '', src_type)}の効果を受けない",  # type: ignore[union-attr]
                        en=f"{u} is immune to {src_type} effects",
                        watch=tuple(v.sources),
                    )
                    continue
                value: dict[str, Any] = {"kind": op.kind, "src_type": src_type, "made": made}
                if op.kind == "modify":
                    value.update(kind="mod", ap=op.ap, dp=op.dp)
                    what = f"「{op.ap:+d}:{op.dp:+d}」の修正"
                elif op.kind == "set_stats":
                    # 「「0:5」の能力値を持つ」: the values set (4.3.8 step 4)
                    value.update(kind="set_stats", ap=op.ap, dp=op.dp)
                    what = f"「{op.ap}:{op.dp}」の能力値"
                elif op.kind in ("set_ap", "set_dp"):
                    # 「…のAPを0にする」: that value set, the other kept (4.3.8 step 4)
                    value.update(kind=op.kind, ap=op.ap, dp=op.dp)
                    stat = op.kind[4:]
                    what = f"{stat.upper()}を{op.ap if stat == 'ap' else op.dp}にする効果"
                elif op.kind == "swap":
                    what = "APとDPの入れ替え"
                elif op.kind == "strip" and op.value:
                    # 「「飛行」を失う」: that keyword lost while this lasts (4.3.8 step 3)
                    value.update(kind="lose_kw", value=op.value)
                    kw_ja = {"flying": "飛行", "diving": "潜水"}.get(str(op.value), op.value)
                    what = f"「{kw_ja}」の特殊能力を失う効果"
                elif op.kind == "strip":
                    # 4.3.8 step 3: the card holds no special ability while this lasts
                    value.update(kind="lose_all")
                    what = "すべての特殊能力を失う効果"
                elif op.kind == "nullify":
                    # 「特殊能力をすべて無効化する」: decided at 4.3.8 step 1 — its abilities work no
                    # more while this lasts (read as lost wherever they are read); an ability it
                    # gains at step 3 (a set item's, an effect's) is the point
                    # nullified_then_gained, asked when it holds one (``common.view``)
                    value.update(kind="lose_all", nullify="kept")
                    what = "すべての特殊能力を無効化する効果"
                    if v.gained_from:
                        nulled = yield from unsettled.holds(
                            player, "co", "nullified_then_gained", "all_nullified"
                        )
                        value["nullify"] = "all" if nulled else "kept"
                elif op.kind == "grant":
                    value.update(kind="gain", value=op.value)
                    kw_ja = {"flying": "飛行", "diving": "潜水"}.get(str(op.value), op.value)
                    what = f"「{kw_ja}」の特殊能力を得る効果"
                    if op.value == "stays_tapped":
                        what = "アンタップしない効果"
                    if op.value in ("no_attack", "no_defend"):
                        # 「…はアタック / ディフェンスすることができない」 (4.2.9 over 3.4.5)
                        act = "アタック" if op.value == "no_attack" else "ディフェンス"
                        what = f"{act}することができない効果"
                elif op.kind == "gender":
                    # 「…は「その他」キャラクターとなる」: its gender at 4.3.8 step 2 for this time
                    value.update(kind="gender", value=op.value)
                    what = f"「{op.value}」キャラクターとなる効果"
                elif op.kind == "untargetable":
                    # 「…は(Xの)対象にならない」 for a time: no play or ability of those types may
                    # target it (4.2.13, read by ``basic.shielded`` as a text in force; anyone's)
                    value.update(kind="untargetable", value=(tuple(op.value), None))
                    what = f"{'、'.join(TYPE_JA.get(t, t) for t in op.value)}の対象にならない効果"
                else:
                    value["value"] = op.value
                    what = f"{'、'.join(TYPE_JA.get(t, t) for t in op.value)}の効果を受けない"
                if op.kind in SET_KINDS and (yield from _value_setting_first(ctx, u, op, name)):
                    value["value"] = APPLIED_FIRST
                if value["kind"] == "lose_all" and (yield from _own_immunity_kept(ctx, u)):
                    value["value"] = KEEPS_OWN_IMMUNITY
                if op.kind == "swap" and (yield from _swapped_once(ctx, u)):
                    value["value"] = SWAPPED_ONCE
                yield AddEffect(
                    caused_by=cause,
                    target=u,
                    stat="co",
                    op="set",
                    value=value,
                    until=later_turn_end(ctx, op.until, player) or "game",
                    source=name,
                    clauses=("4.3.2.6", "4.3.8")
                    # an immunity, or a step past the immunity the same effect gave (4.3.8.1)
                    + (("4.3.8.1",) if op.kind == "immune" or src_type in v.immune else ())
                    + (("4.2.13",) if op.kind == "untargetable" else ())
                    # 4.3.9 「DPへのマイナス修正は「ダメージ」としては扱いません」
                    + (("4.3.9",) if op.kind == "modify" and (op.dp or 0) < 0 else ()),
                    ja=f"{ctx.card(u).label} に{what}（{name}{_UNTIL_JA.get(op.until or '', '')}）",  # type: ignore[union-attr]
                    en=f"{u}: {op.kind} ({name})",
                )
        elif op.kind == "crash":
            # 「…をクラッシュする」 (4-3-11): each card on the field named, the cards set on it with it
            on = [u for u in uids if u and on_field(ctx, u)]
            yield from crash_cards(
                ctx,
                on,
                (
                    "4.3.2.6",
                    *(("4.2.7",) if op.who == "all_cards" else ()),
                    *(("3.4.3",) if op.who == "field_set" else ()),
                ),
                cause,
                how=effect_cause(src, src_type, player),
            )
        elif op.kind in ("bounce", "break", "to_deck"):
            # 「…を手札に戻す」: a card moved to a hand goes to its owner's (4.2.12); 「…をブレイク
            # する」: to its owner's place for broken cards, no card for the rest of the game
            # (4.2.5, 4.2.12), not crashed (no 「クラッシュしたとき」); 「…を山札の一番上 / 一番下に
            # 置く」: to that end of its owner's deck (4.2.12), not crashed either
            end_ja = "一番下" if op.value == "bottom" else "一番上"
            zone, zja, zen, zcl = (
                (
                    "hand",
                    "{c} をオーナー（{o}）の手札に戻す",
                    "{c} returns to its owner's ({o}) hand",
                    (),
                )
                if op.kind == "bounce"
                else (
                    "deck",
                    "{c} をオーナー（{o}）の山札の" + end_ja + "に置く",
                    "{c} is put on the " + str(op.value) + " of its owner's ({o}) deck",
                    (),
                )
                if op.kind == "to_deck"
                else (
                    "broken",
                    "{c} をブレイクし、オーナー（{o}）のブレイクしたカードの置き場に置く",
                    "{c} is broken: put aside in its owner's ({o}) place for broken cards",
                    # 4.2.12's owner item: 「ブレイクした場合は、必ずそのカードはオーナーの…ブレイク
                    # したカードの置き場に置かれます」
                    ("4.2.5", "4.2.12#li2"),
                )
            )
            left: list[str] = []  # the cards moved off the field (「フィールドから離れたとき」)
            for u in uids:
                c = (
                    ctx.card(u)
                    if u and (on_field(ctx, u) or (op.who == "target_card" and ok))
                    else None
                )
                if c is not None:
                    if on_field(ctx, u):
                        left.append(u)
                    if hosted := set_on(ctx, c.uid):
                        # 4.2.4 takes the cards set on a character along only when it crashes:
                        # what they do when it leaves otherwise is the audit's
                        # ``set_cards_when_host_leaves`` — both readings run, the engine's first
                        yield from _host_leaves(ctx, c, hosted, cause)
                    # 「あなたの / 相手の手札に加える」 (``value``): the hand the text names; another
                    # player's than the owner's only by the text, over 4.2.12 (4.2.9)
                    named = (
                        (player if op.value == "you" else ctx.state.opponent(player))
                        if op.kind == "bounce" and op.value in ("you", "opponent")
                        else None
                    )
                    if named is not None and named != c.owner:
                        # the owner's (4.2.12 「必ず」, the engine's reading) or the named hand
                        # (4.2.9): co.unsettled ``named_hand_over_owner``, both run
                        hand = yield unsettled.choose(
                            player,
                            "co",
                            "named_hand_over_owner",
                            {"owner": c.owner, "named": named},
                        )
                        named = str(hand)
                    if named is not None and named != c.owner:
                        yield Move(
                            uid=u,
                            player=named,
                            zone="hand",
                            pos="top",
                            caused_by=cause,
                            clauses=(
                                "4.3.2.6",
                                "4.2.12",
                                "4.2.9",
                                *(("4.2.13",) if op.who == "target_card" else ()),
                            ),
                            ja=f"{c.label} を {named} の手札に加える（カードテキストが 4.2.12 に優先する）",
                            en=f"{c.label} is put into {named}'s hand (the card text over 4.2.12)",
                        )
                        continue
                    yield Move(
                        uid=u,
                        player=c.owner,
                        zone=zone,
                        pos="bottom" if op.kind == "to_deck" and op.value == "bottom" else "top",
                        caused_by=cause,
                        clauses=(
                            "4.3.2.6",
                            *zcl,
                            "4.2.12",
                            *(("4.2.13",) if op.who == "target_card" else ()),
                        ),
                        ja=zja.format(c=c.label, o=c.owner),
                        en=zen.format(c=c.label, o=c.owner),
                    )
            if left:
                # 「…がフィールドから離れたとき」: met as the card leaves the field by this move
                # (4.3.6), resolved though it has left (3.1's 2))
                from ruling.games._co.triggers import fire

                yield from fire(ctx, "left_field", left, cause)
        elif op.kind == "take_control":
            # 「対象のキャラクターのコントロールを得る」: the player carrying the text out gains
            # control of it, with the cards set on it; its state is kept (4.2.12). Already theirs:
            # nothing changes (4.3.2.6)
            for u in uids:
                c = ctx.card(u) if u and on_field(ctx, u) else None
                if c is None:
                    continue
                if controller(ctx, u) == player:
                    out.append(
                        (
                            yield not_done(
                                cause,
                                ("4.2.12",),
                                ja=f"{c.label} はすでに {player} がコントロールしている: コントロールは変わらない",
                                en=f"{player} already controls {c.label}: control does not change",
                                touches=(u,),
                            )
                        )
                    )
                    continue
                was = controller(ctx, u) or c.owner
                for x in [c]:
                    out.append(
                        (
                            yield Move(
                                uid=x.uid,
                                player=player,
                                zone="field",
                                pos="bottom",
                                caused_by=cause,
                                # 4.2.12#ex1: a tapped card stays tapped under its new controller
                                clauses=(
                                    "4.3.2.6",
                                    "4.2.12",
                                    *(("4.2.12#ex1",) if x.orientation == "rest" else ()),
                                ),
                                ja=f"{player} が {x.label} のコントロール権を得る（状態は維持される）（{name}"
                                + ("、ターン終了時まで" if op.until == "turn" else "")
                                + "）",
                                en=f"{player} gains control of {x.label} (its state is kept) ({name}"
                                + (", until end of turn" if op.until == "turn" else "")
                                + ")",
                            )
                        )
                    )
                yield from set_cards_stay(ctx, u, cause)
                if op.until == "turn":
                    # 「ターン終了時まで」: control goes back at the turn's end (3.7.2), to the
                    # player who had it — if the card is still on the field, in this stay
                    yield SetCard(
                        uid=u,
                        changes={"control_back": [was, ctx.card(u).placed, name]},  # type: ignore[union-attr]
                    )
        elif op.kind == "put_onto_field":
            out += yield from _put_onto_field(ctx, player, op, name, cause)
        elif op.kind in ("tap", "untap"):
            # 「…をタップ / アンタップする」: each card named turns (the text's steps in order,
            # 4.3.2.6 / 4.3.3.6); a card already so stays as it is
            want = "rest" if op.kind == "tap" else "stand"
            step = "4.3.3.6" if src_type in ("character", "navigator") else "4.3.2.6"
            for u in uids:
                c = ctx.card(u) if u and on_field(ctx, u) else None
                if c is None:
                    continue
                if op.kind == "untap" and "stays_tapped" in view(ctx, u).keywords:
                    # 「…までアンタップしない」 of an effect in force: the card does not untap,
                    # by this text either (4.2.9, 4.3.8)
                    yield Mark(
                        caused_by=cause,
                        clauses=("4.2.9", "4.3.8"),
                        ja=f"{c.label} は効果によりアンタップしない（{name}）",
                        en=f"{c.label} does not untap (an effect in force; {name})",
                        watch=(u, *view(ctx, u).sources),
                        touches=ctx.kept(u),
                    )
                    continue
                yield Orient(
                    uid=u,
                    orientation=want,
                    caused_by=cause,
                    clauses=(step,),
                    ja=f"{c.label} を{'タップ' if op.kind == 'tap' else 'アンタップ'}する（{name}）",
                    en=f"{c.label} is {'tapped' if op.kind == 'tap' else 'untapped'} ({name})",
                )
    if ctx.state.vars.get(LATER_STEPS) != outer_rest:
        yield SetVar(key=LATER_STEPS, value=outer_rest)
    if holds and ctx.state.vars.get(IN_TEXT):
        yield SetVar(
            key=IN_TEXT,
            value=None,
            clauses=("4.3.2.6",),
            ja="テキストの処理が終わる",
            en="the text has been carried out",
        )
    return out


# the phases of a turn before its main phase, the one battles are fought in (3.4.5.1): a board
# given in one of them has had no attack this turn
_BEFORE_BATTLES = ("turn_start", "untap", "draw")


def attacked_this_turn(ctx: Ctx, uid: str) -> bool | None:
    """Whether the card ``uid`` attacked this turn (3.4.5.2: an attack declared with it), read on
    the scenario's record: an attack declared with it since this turn began. None (not given)
    when none is recorded and the record does not cover the turn — the board given in its main
    phase or later (battles are fought in the main phase, any number of them, 3.4.5.1), the turn
    not begun within the scenario."""
    from ruling.rules import SetTurn

    number = ctx.state.turn.number
    began, attacked = False, False
    for _step, _seq, ev in ctx.events():
        if isinstance(ev, SetTurn) and ev.changes.get("number") == number:
            began, attacked = True, False
        elif isinstance(ev, SetVar) and ev.key == "co.attacking" and ev.value == uid:
            attacked = True
    if attacked:
        return True
    first = getattr(ctx._e, "initial", None)  # the board as the scenario gave it
    given_before = (
        first is not None and first.turn.number == number and first.turn.phase in _BEFORE_BATTLES
    )
    return False if began or given_before else None


def plays_this_turn(ctx: Ctx, player: str, kinds: tuple[str, ...]) -> tuple[int, bool]:
    """How many cards of the types ``kinds`` (none: any) ``player`` played this turn (4.3.2.2:
    each play is declared and revealed, the card put in the playing place), read on the
    scenario's record since this turn began, and whether that record covers the whole turn (not
    when the board is given later than the turn's start phases — cards are played in the main
    phase, 3.5 — and the turn has not begun within the scenario: plays before it may be
    missing, the count is then a least one)."""
    from ruling.rules import Move, SetTurn

    number = ctx.state.turn.number
    began, n = False, 0
    for _step, _seq, ev in ctx.events():
        if isinstance(ev, SetTurn) and ev.changes.get("number") == number:
            began, n = True, 0
        elif isinstance(ev, Move) and ev.zone == "playing" and ev.player == player:
            card = ctx.card(ev.uid)
            n += card is not None and (not kinds or card.type in kinds)
    first = getattr(ctx._e, "initial", None)  # the board as the scenario gave it
    given_before = (
        first is not None and first.turn.number == number and first.turn.phase in _BEFORE_BATTLES
    )
    return n, began or given_before


def damage_this_turn(ctx: Ctx, uid: str, dealt: bool, battle: bool) -> bool | None:
    """Whether the card ``uid`` dealt (``dealt``) / took damage this turn — damage of more than 0
    put on a character (4.3.9; reduced to 0 none is dealt, 4.3.10), ``battle``: only a battle's
    exchange (3.4.5.4) — read on the scenario's record since this turn began. None (not given)
    when none is recorded and the record does not cover the turn (the board given after the
    turn's start, 3.1: its abilities may already have dealt damage)."""
    from ruling.rules import SetCard, SetTurn

    number = ctx.state.turn.number
    began, seen = False, False
    for _step, _seq, ev in ctx.events():
        if isinstance(ev, SetTurn) and ev.changes.get("number") == number:
            began, seen = True, False
        elif (
            isinstance(ev, SetCard)
            and ev.tag == "damaged"
            and (ev.data.get("by") if dealt else ev.uid) == uid
            and (not battle or ev.data.get("battle"))
        ):
            seen = True
    if seen:
        return True
    first = getattr(ctx._e, "initial", None)  # the board as the scenario gave it
    given_before = (
        first is not None and first.turn.number == number and first.turn.phase == "turn_start"
    )
    return False if began or given_before else None


def condition_clauses(cond: Any) -> tuple[str, ...]:
    """What a condition of a text read, as ``condition_holds`` reads it: the characters a player
    controls are counted by control (4.2.12), not by owner; each part of an and / or / not."""
    if cond is None:
        return ()
    if cond.what in ("and", "or", "not"):
        return tuple(dict.fromkeys(c for p in cond.parts for c in condition_clauses(p)))
    if cond.what == "history" and cond.event is not None and cond.event.event == PLAYED_THIS_TURN:
        # the plays declared this turn (``plays_this_turn``): a play is declared (4.3.2.2)
        return ("4.3.2.2",)
    if (
        cond.what == "history"
        and cond.event is not None
        and cond.event.event
        in (
            DEALT_THIS_TURN,
            DAMAGED_THIS_TURN,
        )
    ):
        # damage dealt this turn (``damage_this_turn``): more than 0 put on a character (4.3.9,
        # 4.3.10), a battle's the exchange's (3.4.5.4)
        return ("4.3.9", "4.3.10", *(("3.4.5.4",) if cond.event.means == "battle" else ()))
    if cond.what == "history":
        # whether a card attacked this turn (``attacked_this_turn``): the attack (3.4.5.2)
        return ("3.4.5.2",)
    if dustbox_top_cond(cond) is not None:
        # the top card of a dustbox: the last put there, face up, open to all (4.2.3)
        return ("4.2.3",)
    counted = zone_counts_cond(cond)
    if counted is not None:
        # the numbers of cards of two zones, open to every player (4.2.1 / 4.2.2 / 4.2.3)
        return tuple(dict.fromkeys(COUNTED_ZONES[z] for z in (counted[1], counted[3])))
    if cond.what == "match" and cond.filt is not None:
        # one card: its orientation (3-2-2), a keyword (3-4-5-7), its gender (4.3.8 step 2)
        f = cond.filt
        return ("3.2.2",) if f.states else ("3.4.5.7", "4.3.8") if f.has else ("4.3.8",)
    if (
        cond.what not in ("co:hp", "co:hp_vs")
        and cond.sel is not None
        and (cond.sel.zones or ("field",)) == ("field",)
    ):
        return ("4.2.12",)
    return ()


def _reads_event_card_off_field(ctx: Ctx, cond: Any, refs: dict[str, str] | None) -> bool:
    """Whether ``cond`` reads a printed characteristic (a gender, a keyword) of the event's card
    (「そのキャラクター」) that is no longer on the field."""
    if cond.what in ("and", "or", "not"):
        return any(_reads_event_card_off_field(ctx, c, refs) for c in cond.parts)
    if cond.what != "match" or cond.sel != WHO["that_char"] or cond.filt.states:
        return False
    uid = (refs or {}).get("subject")
    return bool(uid) and ctx.card(uid) is not None and not on_field(ctx, uid)


def _crashed_since(ctx: Ctx, uid: str | None, start: int) -> bool:
    """「そのキャラクターがクラッシュしたなら」: the card went from the field to the dustbox (a
    crash, 4.3.11 / 4.2.4) at a step after ``start``."""
    if not uid:
        return False
    return any(
        m[0] == uid and m[2] == "field" and m[4] == "dustbox"
        for s in range(start + 1, ctx.last + 1)
        for m in ctx.moves(s)
    )


def _card_named(
    ctx: Ctx, who: str, src: str, target: str | None, refs: dict[str, str] | None
) -> str | None:
    """The one card a condition names (``cardtext.CARD_REFS``): this card, the battle's attacker
    / defender, the event's character, the card this one is set on, the target."""
    if who == "this":
        return src
    if who in ("attacker", "defender"):
        return (refs or {}).get(who) or None
    if who == "that_char":
        return (refs or {}).get("subject") or None
    if who == "host":
        srcc = ctx.card(src)
        on = srcc.states.get("on") if srcc is not None else None
        return str(on) if on else None
    if who == "target_char":
        return target
    return None


def _card_matches(
    ctx: Ctx,
    cond: Any,
    src: str,
    target: str | None,
    refs: dict[str, str] | None,
    printed_off_field: bool = False,
) -> bool | None:
    """A condition on one card (``cardtext._card_match``), read on the card now: its orientation
    (3-2-2 アンタップ / タップ), a keyword (3-4-5-7, as in force 4.3.8), its gender (4.3.8 step 2);
    a card that is not on the field is none of these (False; 4-2-7 names a card off the field a
    「〜カード」) — unless ``printed_off_field`` (the reading ``as_printed`` of the point
    event_card_off_field): the event's card read off the field by what is printed on it."""
    if cond.sel == Sel(ref="looked"):
        # 「それがキャラクターカードなら」 (``cardtext._revealed_match``): the card revealed, by the
        # type printed on it (none revealed: no such card)
        shown = ctx.card((refs or {}).get("looked") or "")
        return shown is not None and shown.type in cond.filt.kinds
    who = _who_of(cond.sel)
    uid = _card_named(ctx, who, src, target, refs)
    if not uid:
        return False
    if not on_field(ctx, uid):
        if not (printed_off_field and who == "that_char" and not cond.filt.states):
            return False
    f = cond.filt
    if f.states:
        return ctx.card(uid).orientation == f.states[0]  # type: ignore[union-attr]
    if f.has:
        return all(has_keyword(ctx, uid, k) for k in f.has)
    gender = view(ctx, uid).gender
    return None if gender is None else gender == f.groups[0]


def condition_holds(
    ctx: Ctx,
    cond: Any,
    player: str,
    src: str = "",
    target: str | None = None,
    refs: dict[str, str] | None = None,
    printed_off_field: bool = False,
) -> bool | None:
    """Whether a condition of a text ``player`` carries out holds now (``cardtext._readable``'s
    kinds: a player's HP, how many cards a player's hand / deck / dustbox holds or characters a
    player controls, one thing about one card); None when a value it reads is not given."""
    if cond.what in ("and", "or"):
        got = [
            condition_holds(ctx, c, player, src, target, refs, printed_off_field)
            for c in cond.parts
        ]
        if None in got:
            return None
        return all(got) if cond.what == "and" else any(got)
    if cond.what == "not":
        got1 = condition_holds(ctx, cond.parts[0], player, src, target, refs, printed_off_field)
        return None if got1 is None else not got1
    if dustbox_top_cond(cond) is not None:
        # 「…ダストボックスの一番上のカードがXカードの場合」 (``cardtext._readable``): that card
        # as the step is carried out (4.2.3)
        return dustbox_top_holds(ctx, cond, player)
    if zone_counts_cond(cond) is not None:
        # 「あなたの手札のカードが相手の手札のカードより少ない場合」: the two zones' cards as the
        # step is carried out
        return zone_counts_hold(ctx, cond, player)
    if cond.what == "match":
        return _card_matches(ctx, cond, src, target, refs, printed_off_field)
    if cond.what == "co:kept":
        # 「Xにダメージ / (「K」)カウンターがN個以上置かれている場合」 (``cardtext._kept_cond``):
        # what card X keeps now (4.3.9 damage; 1-5 counters of that kind); a card off the
        # field keeps none
        uid = _card_named(ctx, _who_of(cond.sel), src, target, refs)
        card = ctx.card(uid) if uid else None
        if card is None or ctx.where(card.uid)[1] != "field":
            return False
        return COMPARISONS[cond.cmp](int(card.states.get(cond.verb) or 0), int(cond.n))
    if cond.what == "co:in_battle" and src is not None:
        # 「『X』がアタックしている / ディフェンスしているなら」: X is the character attacking
        # (3.4.5.2) / defending (3.4.5.3) in the battle now
        return ctx.state.vars.get(f"co.{cond.verb}") == src
    if cond.what == "turn":
        # 「あなたのターンなら」: whose turn it is now (the turn player)
        return ctx.state.turn.player == (
            player if cond.owner == "you" else ctx.state.opponent(player)
        )
    if cond.what == "history" and cond.event.event == PLAYED_THIS_TURN:
        # 「このターン中にあなたがアイテムカードを2枚以上プレイしている場合」
        # (``cardtext._played_this_turn``): the plays that player declared this turn; a record
        # not covering the turn gives a least count — enough to meet 「N枚以上」, else not given
        whose = player if cond.event.subject.owner == "you" else ctx.state.opponent(player)
        n, whole = plays_this_turn(ctx, whose, cond.event.target.kinds if cond.event.target else ())
        met = COMPARISONS[cond.cmp](n, int(cond.n))
        return met if whole or (met and cond.cmp in ("ge", "gt")) else None
    if cond.what == "history" and cond.event.event in (DEALT_THIS_TURN, DAMAGED_THIS_TURN):
        # 「このターン中に『X』がダメージを与えていない場合」 (``cardtext._damaged_this_turn``)
        uid = _card_named(ctx, _who_of(cond.event.subject), src, target, refs)
        if not uid:
            return False
        return damage_this_turn(
            ctx, uid, cond.event.event == DEALT_THIS_TURN, cond.event.means == "battle"
        )
    if cond.what == "history":
        # 「そのキャラクターがこのターンにアタックに参加していたなら」 (``cardtext._attacked_this_turn``)
        uid = _card_named(ctx, _who_of(cond.event.subject), src, target, refs)
        return attacked_this_turn(ctx, uid) if uid else False
    if cond.what == "count" and described(cond.sel):
        return COMPARISONS[cond.cmp](
            len(described_members(ctx, cond.sel, player, src)), int(cond.n)
        )
    if cond.what == "co:hp_vs":
        # 「あなたのHPが相手のHPより少ない」: one player's HP against the other's (1.4)
        a = pv(ctx, "hp", player if cond.owner == "you" else ctx.state.opponent(player))
        b = pv(ctx, "hp", player if cond.detail[0] == "you" else ctx.state.opponent(player))
        # (「…より10点以上多い」: the other's HP + the margin, ``Cond.margin``)
        return (
            None if a is None or b is None else COMPARISONS[cond.cmp](int(a), int(b) + cond.margin)
        )
    owner = cond.owner if cond.what == "co:hp" else cond.sel.owner
    pl = player if owner == "you" else ctx.state.opponent(player)
    if cond.what == "co:hp":
        hp = pv(ctx, "hp", pl)
        return None if hp is None else COMPARISONS[cond.cmp](int(hp), int(cond.n))
    zone = cond.sel.zones[0] if cond.sel.zones else "field"
    if zone == "deck" and not deck_listed(ctx, pl):
        return None
    if zone == "field":
        # of one gender when the text names it (「女性キャラクターが2体以上」), as in force (4.3.8)
        gender = cond.sel.groups[0] if cond.sel.groups else None

        def counted(c: Card) -> bool:
            if gender is None or view(ctx, c.uid).gender == gender:
                return True
            # not counted (said when its gender is not given), or a branch's reading
            return gender_unknown(ctx, c, gender)

        n = sum(
            1 for c in characters(ctx) if (controller(ctx, c.uid) or c.owner) == pl and counted(c)
        )
    else:
        n = len(ctx.zone(pl, zone))
    return COMPARISONS[cond.cmp](n, int(cond.n))


# the steps a player does (「相手は…してもよい」: that player decides)
_PLAYER_STEPS = ("draw", "discard", "gain_energy", "chosen_move")
# whom a step on cards of the field names
_CARD_GROUPS = (
    "attacker",
    "target_char",
    "target_nav",
    "target_item",
    "this",
    "all_chars",
    "all_cards",
    "yours",
    "theirs",
    "others_you_control",
    "that_char",
    "described",
    *KW_GROUPS,
)

# the groups a step reads as it is done (no 「対象」, 4.2.13): every card of them on the field then
_GROUPS_READ_AT_RESOLUTION = (
    "all_chars",
    "all_cards",
    "yours",
    "theirs",
    "others_you_control",
    "described",
    *KW_GROUPS,
)

IN_TEXT = "co.in_text"  # a text with later steps is being carried out (game_end held back)
LATER_STEPS = "co.later_steps"  # a step of the text being carried out is still to come


# 4.1.2's end conditions, one list item each: a player's HP at 0 (li1), an empty deck (li2);
# li3: both players meeting them together (a draw)
END_ITEMS = {"hp": "4.1.2#li1", "deck": "4.1.2#li2"}


def end_items(ctx: Ctx) -> tuple[str, ...]:
    """The items of 4.1.2 the end conditions met now are, and li3 (met together: a draw)."""
    from ruling.games._co.processes import find_end

    met = [END_ITEMS[w] for f in find_end(ctx) for w in f.data["why"].values() if w in END_ITEMS]
    return (*dict.fromkeys(met), "4.1.2#li3") if met else ()


def settle_own_zero_now(ctx: Ctx) -> Generator[Any, Any, None]:
    """``processes.settle_own_zero`` on the end conditions met now, if any."""
    from ruling.games._co.processes import find_end, settle_own_zero

    for f in find_end(ctx):
        yield from settle_own_zero(ctx, tuple(f.data["losers"]), f.data["why"])


def game_end_due(ctx: Ctx) -> bool:
    from ruling.games._co.processes import find_end

    return bool(find_end(ctx))


def _reduce(
    ctx: Ctx, op: Op, uids: list[str], name: str, cause: tuple[int, ...]
) -> Generator[Any, Any, None]:
    """「対象のキャラクターが受けるダメージをN点軽減する / 0にする」 (4.3.10.2): in the reduction
    window of a damage to that character, the damage is lessened by N (to 0: by all of it);
    4.3.10.3 takes the damage less what was reduced. Elsewhere, or for another character's
    damage, nothing is reduced."""
    window = ctx.state.vars.get("co.reduction_of")
    if ctx.state.vars.get("co.reduction") is None or not isinstance(window, dict):
        yield Mark(
            caused_by=cause,
            clauses=("4.3.10.2",),
            ja=f"{name}: ダメージ軽減のタイミングではないため、軽減するダメージがない",
            en=f"{name}: not in a damage's reduction window: there is no damage to reduce",
        )
        return
    # the window's damage is a character's (``card``) or a player's (``player``)
    whose = window.get("card") or window.get("player")
    if whose not in uids:
        yield Mark(
            caused_by=cause,
            clauses=("4.3.10.2",),
            ja=f"{name}: 軽減のタイミングにあるのは別のカードへのダメージのため、何も軽減しない",
            en=f"{name}: the damage in the window is another card's: nothing is reduced",
        )
        return
    n = int(window.get("amount") or 0) if op.value == "all" else op.amount
    label = ctx.card(whose).label if ctx.card(whose) else whose  # type: ignore[union-attr]
    yield SetVar(
        key="co.reduction",
        value=int(ctx.state.vars.get("co.reduction") or 0) + n,
        clauses=("4.3.10.2",),
        ja=f"{label} が受けるダメージを"
        + ("0にする" if op.value == "all" else f"{n}点軽減する" if n >= 0 else f"{-n}点増加する")
        + f"（{name}）",
        en=f"the damage {label} takes is "
        + (
            "reduced to 0"
            if op.value == "all"
            else f"reduced by {n}"
            if n >= 0
            else f"increased by {-n}"
        )
        + f" ({name})",
    )


def enters_untapped(card: Card) -> bool:
    """「『X』はアンタップ状態でフィールドに出る」 in the card's own text (its keyword): it enters
    the field untapped, its text over 3.4.2 (4.2.9)."""
    return any(p.kind == "keyword" and p.keyword == "enters_untapped" for p in programs(card))


def _controller_of(ctx: Ctx, sel: Any, player: str) -> str | None:
    """The player whose cards a described group names (「あなた / 相手がコントロールしている」,
    4.2.12): ``player`` or the opponent; None: anyone's."""
    if sel.owner is None:
        return None
    return player if sel.owner == "you" else ctx.state.opponent(player)


_JA_CMP = {"le": "以下", "ge": "以上", "eq": "", "lt": "未満", "gt": "より大きい"}


def described_members(ctx: Ctx, sel: Any, player: str, src: str) -> list[str]:
    """The cards of the field a phrase describes (``cardtext._described``), now: controlled by
    the player it names (4.2.12), of its kind (a character as 4.3.8 decides it), in its
    orientation (3.2.2 アンタップ / タップ), with AP / DP so compared and of its gender, both as in
    force (4.3.8), 「他の」 not this card (4.2.10). A card that fails only on a value the scenario
    did not give is taken not to be one, and the ruling says so (``values.assume_unmatched``)."""
    ctl = _controller_of(ctx, sel, player)
    kind = sel.kinds[0]
    pool = (
        characters(ctx)
        if kind == "character"
        else [c for c in field_cards(ctx) if kind == "card" or c.type == kind]
    )
    srcc = ctx.card(src) if src else None
    itself = bool(sel.names) and any(names_card(n, srcc) for n in sel.names)
    if itself:
        # 4.2.10: this card's own name in its text is that card, not another of the name
        pool = [c for c in pool if c.uid == src]
    out: list[str] = []
    for c in pool:
        if ctl is not None and (controller(ctx, c.uid) or c.owner) != ctl:
            continue
        if sel.other and c.uid == src:
            continue
        if sel.names and _spelt(c.name) not in sel.names and not itself:
            continue  # 「『X』」: a card of that name as printed (4.2.6)
        if sel.states and c.orientation != sel.states[0]:
            continue
        v = view(ctx, c.uid)
        # 「「飛行」の特殊能力を持つ / 持たない」: the keywords as in force (4.3.8 step 3, 3.4.5.7)
        if any(k not in v.keywords for k in sel.has) or any(k in v.keywords for k in sel.lacks):
            continue
        unknown: list[tuple[str, str, str]] = []
        fits = True
        for st, cmp, n in sel.stats:
            want = f"{st.upper()}{n}{_JA_CMP.get(cmp, cmp)}"
            if unknown_in_filter(ctx, c, st):
                unknown.append((st, want, want))
            elif not COMPARISONS[cmp](getattr(v, st), n):
                fits = False
        if sel.groups:
            if v.gender is None and unknown_in_filter(ctx, c, "gender"):
                want = f"{sel.groups[0]}キャラクター"
                unknown.append(("gender", want, want))
            elif v.gender != sel.groups[0]:
                fits = False
        if not fits:
            continue
        # a value not given: not one (said), or what a branch took it to be
        # (``values.branch_condition``)
        if unknown and not assume_unmatched(ctx, c, unknown, ("4.3.8",)):
            continue
        out.append(c.uid)
    return out


def _group_pool(
    ctx: Ctx, group: str, gender: str | None, player: str, src: str
) -> tuple[str | None, list[Card]]:
    """The characters of ``group`` (``GROUPS``: of the player, of the opponent, every one, the
    player's but this card) of ``gender`` (as in force, 4.3.8) on the field now, and the player
    who controls them (None: anyone)."""
    opp = ctx.state.opponent(player)
    ctl = {"yours": player, "others_you_control": player, "theirs": opp}.get(group)
    pool = [
        c
        for c in characters(ctx)
        if (ctl is None or controller(ctx, c.uid) == ctl)
        and not (group == "others_you_control" and c.uid == src)
        and (gender is None or view(ctx, c.uid).gender == gender)
    ]
    return ctl, pool


def _per_times(
    ctx: Ctx,
    op: Op,
    player: str,
    doer: str,
    src: str,
    name: str,
    cause: tuple[int, ...],
    start: int = -1,
) -> Generator[Any, Any, int]:
    """「(group)キャラクター1体につき、…(してもよい)」: how many times the step is done — once per
    character of the group counted as the step is done (4.3.2.6); 「…てもよい」 is each time's
    own (the player who does it takes any number of them, 0 to the count). 「この効果でクラッシュ
    したキャラクター1体につき」: the characters that went from the field to the dustbox (a crash,
    4.3.11, 4.2.4) since the text began to be carried out (``start``)."""
    assert op.per is not None
    group, gender = op.per
    if group == "counters_this":
        # 「『X』のカウンター1個につき」: the counters this card keeps (1-5), counted now
        n = counters_of(ctx.card(src))
        yield Mark(
            caused_by=cause,
            clauses=("4.3.2.6", "1.5"),
            ja=f"{name}: 数えるカウンターは{n}個",
            en=f"{name}: {n} counter(s) counted",
            touches=(src,),
        )
        if not n or not op.optional:
            return n
        pool: list[Card] = []
    elif group == "crashed_by_this":
        crashed = dict.fromkeys(
            m[0]
            for s in range(start + 1, ctx.last + 1)
            for m in ctx.moves(s)
            if m[2] == "field" and m[4] == "dustbox"
        )
        pool = [c for u in crashed if (c := ctx.card(u)) and c.type == "character"]
    elif group == "dustbox" and op.sel is not None:
        # 「…ダストボックスにあるXカード1枚につき」: the cards of that type in that player's
        # dustbox (4.2.3), counted as the step is done (4.3.2.6)
        whose = player if op.sel.owner == "you" else ctx.state.opponent(player)
        kind = op.sel.kinds[0]
        pool = [c for c in ctx.zone(whose, "dustbox") if kind in ("card", c.type)]
    elif group == "described":
        # a group of the field described further (``cardtext._described``), counted now
        pool = [c for u in described_members(ctx, op.sel, player, src) if (c := ctx.card(u))]
    else:
        _ctl, pool = _group_pool(ctx, group, gender, player, src)
    if group != "counters_this":
        n = len(pool)
        yield Mark(
            caused_by=cause,
            clauses=("4.3.2.6",),
            ja=(
                f"{name}: 数えるダストボックスのカードは{n}枚"
                if group == "dustbox"
                else f"{name}: 数える{gender or ''}キャラクターは{n}体"
            )
            + (f"（{'、'.join(c.label for c in pool)}）" if pool else ""),
            en=(
                f"{name}: {n} card(s) of the dustbox counted"
                if group == "dustbox"
                else f"{name}: {n} {gender or ''} character(s) counted"
            ),
            touches=tuple(f"{q}.field" for q in ctx.state.players),
        )
    if not n or not op.optional:
        return n
    return int(
        (
            yield Choose(
                doer,
                "optional_step",
                f"{name}: 「…1体につき…してもよい」を何回行うか（0〜{n}）",
                f"{name}: how many of the optional steps (one per character, 0 to {n})?",
                tuple(
                    Option(
                        str(k),
                        f"{k}回",
                        f"{k} time(s)",
                        k,
                        aliases=("yes",) if k == n else ("no",) if k == 0 else (),
                    )
                    for k in range(n, -1, -1)
                ),
                ("4.3.2.6",),
            )
        )
    )


def _value_amount(
    ctx: Ctx,
    op: Op,
    src: str,
    srcc: Card | None,
    player: str,
    name: str,
    cause: tuple[int, ...],
) -> Generator[Any, Any, int | None]:
    """「『X』のAPと同じ点数」: the value ``op.amount_of`` (ap / dp) of this card — 『X』 the card
    that name names (4.2.10, ``_named_card``) — as it is when the step is done (4.3.2.6: the
    text carried out in order; every modification in force then counts, 3.4.5.4). None when
    there is no such card (the step is not done); at least 0."""
    uid: str | None = src
    if op.named and not names_card(op.named, srcc):
        uid = yield from _named_card(ctx, op.named, player, name, cause)
    card = ctx.card(uid) if uid else None
    if card is None:
        return None
    v = view(ctx, card.uid)
    value = max(0, int(getattr(v, op.amount_of or "ap") or 0))
    stat = (op.amount_of or "ap").upper()
    yield Mark(
        caused_by=cause,
        clauses=("4.3.2.6", "4.3.8"),
        ja=f"{name}: {card.label} の{stat}は{value}（ダメージは{value}点）",
        en=f"{name}: {card.label}'s {stat} is {value} ({value} damage)",
        touches=(card.uid,),
    )
    return value


def _named_card(
    ctx: Ctx, named: str, player: str, name: str, cause: tuple[int, ...]
) -> Generator[Any, Any, str | None]:
    """『X』 in a text not printed on a card named X: a card of that name (as written, 4.2.6) on
    the field, where the one-off step on it is done (4.2.10: the text's 「カード名」 is the card
    itself only when X is that card's name; a step on a card's counters, damage, orientation or
    values is done on the field, 1.5, 3.4.4). The text does not say whose: either player's. The
    player carrying the text out chooses when there are several (4.3.2.6); none there: the step
    is not done. No target is taken (4.2.13 names only 「対象の〜」)."""
    pool = [c for c in field_cards(ctx) if _spelt(c.name) == named]
    if not pool:
        yield Mark(
            caused_by=cause,
            clauses=("4.2.10", "4.3.2.6"),
            ja=f"{name}: フィールドに『{named}』がないため、この処理は行わない",
            en=f"{name}: no card named 『{named}』 is on the field: this step is not done",
            touches=(
                *(f"{q}.field" for q in ctx.state.players),
                *(c.uid for q in ctx.state.players for c in ctx.zone(q, "field")),
            ),
        )
        return None
    if len(pool) == 1:
        yield Mark(
            caused_by=cause,
            clauses=("4.2.10", "4.3.2.6"),
            ja=f"{name}: テキストの『{named}』はこのカードではなく、その名前の {pool[0].label}",
            en=f"{name}: 『{named}』 in the text is not this card but {pool[0].label}, of that name",
            touches=(pool[0].uid,),
        )
        return pool[0].uid
    return (
        yield choose_card(
            player,
            pool,
            "choose_card",
            f"{name}: 『{named}』を1枚選ぶ",
            f"{name}: choose one card named 『{named}』",
            ("4.2.10", "4.3.2.6"),
        )
    )


def _one_of(
    ctx: Ctx, op: Op, player: str, src: str, name: str, cause: tuple[int, ...]
) -> Generator[Any, Any, str | None]:
    """「相手がコントロールしている(女性)キャラクター1体に…」: one character of the group,
    chosen when the text is carried out (4.3.2.6) — no target is taken (4.2.13 names only
    「対象の〜」), so the card is played even with none there, and then nothing happens. Who
    chooses the text does not say: the player carrying it out (the engine's reading), or the
    player controlling the characters chosen among (co.unsettled choice_without_target), asked
    only when the two differ and there is a choice to make."""
    if op.who == "one_of_described":
        ctl = _controller_of(ctx, op.sel, player)
        pool = [c for u in described_members(ctx, op.sel, player, src) if (c := ctx.card(u))]
    else:
        ctl, pool = _group_pool(ctx, op.who.removeprefix("one_of_"), op.gender, player, src)
    if not pool:
        whose = f"{ctl} がコントロールしている" if ctl else "フィールドの"
        yield Mark(
            caused_by=cause,
            clauses=("4.3.2.6", "4.2.13"),
            ja=f"{name}: {whose}{op.gender or ''}キャラクターがいないため、選ぶものがなく何も起こらない"
            "（対象を取る効果ではない）",
            en=f"{name}: no {op.gender or ''} character of that group is there: nothing to "
            "choose, nothing happens (no target is taken)",
            touches=(
                *(f"{q}.field" for q in ctx.state.players),
                *(c.uid for q in ctx.state.players for c in ctx.zone(q, "field")),
            ),
        )
        return None
    if len(pool) == 1:
        return pool[0].uid
    chooser = player
    if ctl is not None and ctl != player:
        theirs = yield unsettled.choose(
            player, "co", "choice_without_target", {"text_player": False, "controller": True}
        )
        chooser = ctl if theirs else player
    return (
        yield choose_card(
            chooser,
            pool,
            "choose_character",
            f"{name}: {op.gender or ''}キャラクターを1体選ぶ",
            f"{name}: choose one {op.gender or ''} character",
            ("4.3.2.6", "4.2.13"),
        )
    )


def _gate_while_paying(ctx: Ctx, player: str, what_ja: str, what_en: str) -> Proc:
    """A play or use allowed by 4.3.5 (「〜の直後にのみ〜してもよい」: 「通常はカードをプレイできない
    時にでも」) at a moment met while a cost is being paid, where 4−3−2−3 / 4−3−3−3 say 「ここで
    何かあっても、コストに関するもの以外のプレイ・使用はできません」: which one governs the text does
    not say (the audit's only_right_after_during_cost, both run). The refusal under the other
    reading; None when it is made (or no cost is being paid)."""
    paying = no_play_here(ctx) if ctx.state.vars.get("co.paying") else None
    if not paying:
        return None
    # the moment met is a crash's: the window's own clause lets the card be played there too
    # (4.3.11.2 the negation's, 4.3.11.4 right after it)
    window = ctx.state.vars.get("co.crash_window")
    in_window = () if window is None else ("4.3.11.2" if window == "negate" else "4.3.11.4",)
    through = yield from unsettled.holds(
        player, "co", "only_right_after_during_cost", "through", more=(*paying, *in_window)
    )
    if through:
        return None
    return Reject(
        f"コストの支払い中は、コストに関するもの以外の{what_ja}はできません（「直後」はその間に過ぎます）",
        f"while a cost is paid, no {what_en} but the cost's own may be made (the 「直後」 passes "
        "meanwhile)",
        ("4.3.5", *paying),
    )


# the step that prepares a cost, by the step that pays it: an ability used (4.3.3.1 / 4.3.3.3), a
# card played (4.3.2.1 / 4.3.2.3)
_READY_OF = {"4.3.3.3": "4.3.3.1", "4.3.2.3": "4.3.2.1"}


def _cost_ready(
    ctx: Ctx,
    card: Card,
    player: str,
    items: tuple[Op, ...],
    p: dict[str, Any],
    ready_cl: str = "4.3.3.1",
    pay_cl: str = "4.3.3.3",
) -> Generator[Any, Any, tuple[bool, str | None]]:
    """Whether each cost item can be paid (4.3.3.1 for an ability used, 4.3.2.1 for a card
    played): a ``Reject`` and False for the first that cannot; the navigator to tap chosen."""
    tapped_navigator: str | None = None
    # the hand's cards but the one being played (it pays no cost of its own play, 4.3.2.1)
    hand = [x for x in ctx.zone(player, "hand") if x.uid != card.uid]
    for c in items:
        if c.kind == "tap_navigator":
            got = yield from _navigator_for_cost(ctx, card, player, p.get("cost_card"))
            if got is None:
                return False, None
            tapped_navigator = got
        if c.kind == "tap_this" and card.orientation == "rest":
            # 『X』 in X's own text is that card, never another of the same name (4.2.10): an
            # untapped namesake on the field does not pay it
            twin = any(x.name == card.name and x.uid != card.uid for x in field_cards(ctx))
            yield Reject(
                f"{card.label} はタップ状態のため、コストとしてタップできません"
                + ("（同名の別カードはこのカードではない）" if twin else ""),
                f"{card.label} is tapped: it cannot be tapped as the cost"
                + (" (a card of the same name is not this card)" if twin else ""),
                (ready_cl, pay_cl, *(("4.2.10",) if twin else ())),
                caused_by=tapped_by(ctx, card.uid),
            )
            return False, None
        if c.kind == "tap_host":
            host = ctx.card(str(card.states.get("on") or ""))
            if host is None or host.orientation == "rest":
                # 「セットされているキャラクターをタップする」: no character it is set on, or a tapped
                # one, pays nothing (4.3.3.1 「コストを支払えるかどうか」, 4.2.11)
                yield Reject(
                    f"{card.label} がセットされているアンタップ状態のキャラクターがないため、"
                    "コストを支払えません",
                    f"{card.label} is set on no untapped character: the cost cannot be paid",
                    (ready_cl, pay_cl, "4.2.11"),
                    caused_by=tapped_by(ctx, host.uid) if host is not None else (),
                )
                return False, None
        if c.kind == "untap_this" and card.orientation != "rest":
            # 「『X』をアンタップする」 as the cost: an untapped card cannot be untapped (4.3.3.1
            # 「コストを支払えるかどうか」)
            yield Reject(
                f"{card.label} はアンタップ状態のため、コストとしてアンタップできません",
                f"{card.label} is untapped: it cannot be untapped as the cost",
                (ready_cl, pay_cl),
            )
            return False, None
        if c.kind == "energy" and energy_short(ctx, player, c.amount, (ready_cl,)):
            yield Reject(
                f"{c.amount}エネルギーを支払えません",
                f"{c.amount} energy cannot be paid",
                # energy kept for a card's play alone pays no ability's cost (4.2.9)
                (ready_cl, pay_cl, *(("4.2.9",) if energy_only(ctx, player) else ())),
            )
            return False, None
        named = find_card(ctx, p["cost_card"], player, ("hand",)) if p.get("cost_card") else None
        w = ctx.where(named) if named else None
        if c.kind == "crash_hand" and w is not None and w[1] == "aside":
            # 4.2.1: a card set aside to be played 「手札にあるかのように」 is not one of the hand's
            # cards (「「手札」の中の1枚としては扱いません」): it does not pay 「手札からカードを
            # クラッシュする」, which asks for a hand card (4.3.3.1)
            yield Reject(
                f"{ctx.card(named).label} は手札の1枚として扱われないため、コストにできません",  # type: ignore[union-attr]
                f"{ctx.card(named).label} is not one of the hand's cards: it cannot pay the cost",  # type: ignore[union-attr]
                ("4.2.1", ready_cl, pay_cl),
            )
            return False, None
        if c.kind == "crash_hand" and 0 < len(hand) < (c.amount or 1):
            # 「手札からカードをN枚クラッシュする」 with fewer hand cards: not paid (4.3.3.1)
            yield Reject(
                f"手札が{c.amount}枚ないため、コストを支払えません",
                f"fewer than {c.amount} hand cards: the cost cannot be paid",
                (ready_cl, pay_cl),
            )
            return False, None
        if c.kind == "crash_hand" and not hand:
            # a card set aside to be played 「手札にあるかのように」 does not stand in for one
            # (4.2.1 「「手札」の中の1枚としては扱いません」): said and cited where there is one
            aside = ctx.zone(player, "aside")
            yield Reject(
                "クラッシュする手札がありません"
                + ("（脇に置かれたカードは手札の1枚として扱われない）" if aside else ""),
                "no hand card to crash"
                + (" (a card set aside is not one of the hand's cards)" if aside else ""),
                (ready_cl, pay_cl, "4.3.2.1", *(("4.2.1",) if aside else ())),
            )
            return False, None
        if c.kind == "remove_counters" and counters_of(card, c.counter) < c.amount:
            yield Reject(
                f"取り除くカウンターが{c.amount}個ないため、コストを支払えません",
                f"the card has fewer than {c.amount} counter(s): the cost cannot be paid",
                # what cannot be prepared cannot be paid 「指定された通りに」 (the payment's clause)
                (ready_cl, pay_cl, "1.5"),
            )
            return False, None
        if c.kind == "draw" and len(ctx.zone(player, "deck")) < c.amount:
            yield Reject(
                f"山札から{c.amount}枚引けないため、コストを支払えません",
                f"{c.amount} card(s) cannot be drawn: the cost cannot be paid",
                tuple(dict.fromkeys((ready_cl, pay_cl, "4.3.2.3"))),
            )
            return False, None
        if (
            c.kind == "mill"
            and deck_listed(ctx, player)
            and len(ctx.zone(player, "deck")) < c.amount
        ):
            yield Reject(
                f"山札の上から{c.amount}枚をクラッシュできないため、コストを支払えません",
                f"{c.amount} deck card(s) cannot be crashed: the cost cannot be paid",
                (ready_cl, pay_cl),
            )
            return False, None
        if c.kind == "crash_character" and not characters(ctx, player):
            yield Reject(
                "クラッシュするキャラクターがいません",
                "no character to crash",
                # 4.3.2.1's example is this very item (「「キャラクターをクラッシュする」とある場合は、
                # キャラクターを1体コントロールしていること」)
                (ready_cl, pay_cl, "4.3.2.1", "4.3.2.1#ex1"),
            )
            return False, None
        if c.kind == "hand_to_dustbox" and len(hand) < c.amount:
            yield Reject(
                f"ダストボックスに置く手札が{c.amount}枚ないため、コストを支払えません",
                f"fewer than {c.amount} hand cards to put into the dustbox: the cost cannot be paid",
                (ready_cl, pay_cl),
            )
            return False, None
        if c.kind == "lose_hp" and (hp := pv(ctx, "hp", player)) is not None and int(hp) < c.amount:
            # 「HPをN点失う:」 with fewer than N points: the engine's reading — what the player
            # does not have cannot be prepared (4.3.3.1) nor lost 「指定された通りに」 (4.3.3.3)
            yield Reject(
                f"HPが{c.amount}点ないため、コストを支払えません",
                f"fewer than {c.amount} HP: the cost cannot be paid",
                (ready_cl, pay_cl),
            )
            return False, None
        if (
            c.kind == "dustbox_to_deck_bottom"
            and len(_dustbox_cost_pool(ctx, c, player)) < c.amount
        ):
            # 「ダストボックスのナビゲーターカード1枚を山札の一番下に置く:」: N such cards in the
            # payer's own dustbox (4.3.3.1 the cost prepared; 4.2.12 its own cards)
            yield Reject(
                f"ダストボックスにコストとして置けるカードが{c.amount}枚ありません",
                f"fewer than {c.amount} dustbox cards can pay the cost",
                (ready_cl, pay_cl, "4.2.12"),
            )
            return False, None
        if c.kind in ("crash_described", "tap_described"):
            pool = _cost_pool(ctx, c, player, card.uid)
            got = len(pool)
            what = "クラッシュ" if c.kind == "crash_described" else "タップ"
            if got < c.amount:
                yield Reject(
                    f"コストとして{what}できるカードが{c.amount}枚ありません（{got}枚）",
                    f"fewer than {c.amount} cards can pay the cost ({got})",
                    (ready_cl, pay_cl, "4.3.2.1", "4.2.12"),
                )
                return False, None
            named = p.get("cost_card")
            cards = [x for u in pool if (x := ctx.card(u)) is not None]
            if named and c.amount == 1 and not any(named in (x.name, x.uid) for x in cards):
                # the card the scenario names to pay it is none the cost may take (the payer's
                # own of that description, 4.3.2.1; 4.2.12): that payment cannot be made (1.3.2)
                yield Reject(
                    f"{named} はこのコストとして{what}できるカードではありません",
                    f"{named} is no card this cost may {'crash' if what == 'クラッシュ' else 'tap'}",
                    (ready_cl, pay_cl, "4.3.2.1", "4.2.12"),
                )
                return False, None
    return True, tapped_navigator


def _dustbox_cost_pool(ctx: Ctx, c: Any, player: str) -> list[Card]:
    """The cards of ``player``'s dustbox a cost 「ダストボックスの<type>カードN枚を…」 may take: its
    own (4.2.12), of the type named (``Op.card_type``; any card when None, 4.2.8)."""
    return [x for x in ctx.zone(player, "dustbox") if c.card_type in (None, x.type)]


def _cost_pool(ctx: Ctx, c: Op, player: str, uid: str) -> list[str]:
    """The cards of the field so described that can pay 「…N体をクラッシュ / タップする」: the payer's
    own (4.2.12), untapped for a tap (3.2.2)."""
    pool = described_members(ctx, c.sel, player, uid)
    if c.kind == "tap_described":
        pool = [u for u in pool if (x := ctx.card(u)) is not None and x.orientation != "rest"]
    return pool


def _names_itself_to_tap(card: Card) -> bool:
    """Whether ``card``'s text writes its tap cost with its own name (「『X』をタップする」)."""
    import unicodedata

    def plain(x: str) -> str:
        return "".join(unicodedata.normalize("NFKC", x).split())

    return bool(card.name) and f"『{plain(card.name)}』をタップ" in plain(card.text or "")


def _pay_items(
    ctx: Ctx,
    card: Card,
    player: str,
    items: tuple[Op, ...],
    p: dict[str, Any],
    tapped_navigator: str | None,
    pay_cl: str = "4.3.3.3",
) -> Generator[Any, Any, list[int]]:
    """The cost items paid in order (4.3.3.3 for an ability used, 4.3.2.3 for a card played:
    「他のものであれば指定された通りに処理します」); the steps that paid them."""
    uid = card.uid
    paid: list[int] = []
    for c in items:
        if c.kind == "tap_navigator" and tapped_navigator is not None:
            nav = ctx.card(tapped_navigator)
            i = yield Orient(
                uid=tapped_navigator,
                orientation="rest",
                clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl, "4.3.2.1"),
                ja=f"コストとして {nav.label} をタップする",  # type: ignore[union-attr]
                en=f"{nav.label} is tapped as the cost",  # type: ignore[union-attr]
            )
            paid.append(i)
        if c.kind == "tap_this":
            i = yield Orient(
                uid=uid,
                orientation="rest",
                # 「『X』をタップする」 with X the card's own name: that card itself, not another of
                # the same name (4.2.10)
                clauses=(
                    _READY_OF.get(pay_cl, pay_cl),
                    pay_cl,
                    *(("4.2.10",) if _names_itself_to_tap(card) else ()),
                ),
                ja=f"コストとして {card.label} をタップする",
                en=f"{card.label} is tapped as the cost",
            )
            paid.append(i)
        elif c.kind == "tap_host":
            host = ctx.card(str(card.states.get("on") or ""))
            assert host is not None  # checked by _cost_ready
            i = yield Orient(
                uid=host.uid,
                orientation="rest",
                # the character this card is set on (4.2.11), whoever controls it: the cost says
                # which card, and is done as it says (4.3.3.3)
                clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl, "4.2.11"),
                ja=f"コストとして {card.label} がセットされている {host.label} をタップする",
                en=f"{host.label}, which {card.label} is set on, is tapped as the cost",
            )
            paid.append(i)
        elif c.kind == "untap_this":
            i = yield Orient(
                uid=uid,
                orientation="stand",
                clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl),
                ja=f"コストとして {card.label} をアンタップする",
                en=f"{card.label} is untapped as the cost",
            )
            paid.append(i)
        elif c.kind == "energy" and c.amount <= 0:
            # a cost of energy brought to 0 (a reduction, 4.3.3.2's sum): prepared and paid with
            # nothing — the steps of the procedure still taken (4.3.3.1 / 4.3.3.3)
            i = yield Mark(
                clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl),
                ja=f"{player} が支払うエネルギーは0（何も支払わない）",
                en=f"{player} pays no energy (the cost is 0)",
            )
            paid.append(i)
        elif c.kind == "energy":
            i = yield SetVar(
                key=f"energy.{player}",
                value=energy(ctx, player) - c.amount,
                # energy is what a cost is prepared with (4.3.3.1 「通常はエネルギーを用意します」,
                # 4.3.2.1 for a play), then paid (4.3.3.3 / 4.3.2.3)
                clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl),
                ja=f"{player} はコストとして{c.amount}エネルギーを支払う",
                en=f"{player} pays {c.amount} energy",
            )
            paid.append(i)
            yield from energy_only_after(ctx, player, c.amount, None, (pay_cl, "4.2.9"))
        elif c.kind == "draw":
            # 「カードを1枚引く」 as a cost (4-3-2-3: 〔失敗〕's 代用コスト): paid by drawing
            i = yield Mark(
                clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl, "4.3.2.3"),
                ja=f"{player} はコストとして山札からカードを{c.amount}枚引く",
                en=f"{player} draws {c.amount} card(s) as the cost",
            )
            yield Do("draw", {"player": player, "amount": c.amount}, caused_by=(i,))
            paid.append(i)
        elif c.kind == "remove_counters":
            # 「『X』のカウンターをN個取り除く」: paid by taking N of its counters away (1-5;
            # 4.3.3.3 「指定された通りに処理します」)
            left = counters_of(card, c.counter) - c.amount
            i = yield SetCard(
                uid=uid,
                changes={counter_key(c.counter): left or None},
                clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl, "1.5"),
                ja=f"コストとして {card.label} のカウンターを{c.amount}個取り除く（残り{left}個）",
                en=f"as the cost, {c.amount} counter(s) taken from {card.label} ({left} left)",
            )
            paid.append(i)
        elif c.kind == "crash_this":
            # 「『X』をクラッシュする」: the card whose ability is used is crashed as its cost; the
            # ability still resolves (what is used does not need its card any more, 4.3.3.6)
            yield from crash_cards(ctx, [uid], (_READY_OF.get(pay_cl, pay_cl), pay_cl))
            last = ctx.step_of(uid)
            if last is not None:
                paid.append(last)
        elif c.kind == "dustbox_this":
            # 「『X』をダストボックスに置く」: the card whose ability is used is put on top of its
            # owner's dustbox as its cost (4.3.3.3, 4.2.3, 4.2.12), not crashed (no 「クラッシュした
            # とき」); the ability still resolves (4.3.3.6), as with 「『X』をクラッシュする」
            if hosted := set_on(ctx, uid):
                # the cards set on it: as when a host leaves the field otherwise (4.2.4 takes them
                # along only on a crash; the audit's ``set_cards_when_host_leaves``)
                yield from _host_leaves(ctx, card, hosted, ())
            i = yield Move(
                uid=uid,
                player=card.owner,
                zone="dustbox",
                clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl, "4.2.3", "4.2.12"),
                ja=f"コストとして {card.label} をオーナー（{card.owner}）のダストボックスに置く",
                en=f"as the cost, {card.label} is put into its owner's ({card.owner}) dustbox",
            )
            paid.append(i)
        elif c.kind == "mill":
            # 「あなたの山札の上からカードをN枚クラッシュする」: the top N cards, to the top of the
            # owner's dustbox (4.2.4) at one timing, ordered by their owner (4.2.3)
            if not deck_listed(ctx, player):
                yield Warn(
                    "assumption",
                    f"{player} の山札がシナリオにない: {c.amount}枚以上あり、クラッシュされるカードは不明とする",
                    f"{player}'s deck is not given: taken to hold {c.amount} cards or more, unknown",
                    (_READY_OF.get(pay_cl, pay_cl), pay_cl),
                    key="zone_not_given_not_empty",
                )
                continue
            milled = list(ctx.zone(player, "deck"))[: c.amount]
            together = ("4.2.3",) if len(milled) > 1 else ()
            for x in milled:
                i = yield Move(
                    uid=x.uid,
                    player=x.owner,
                    zone="dustbox",
                    clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl, "4.2.4", *together),
                    ja=f"コストとして {player} の山札の一番上のカードをクラッシュし、ダストボックスに置く",
                    en=f"as the cost, {player}'s deck top card crashes to the dustbox",
                )
                paid.append(i)
        elif c.kind == "crash_hand" and (c.amount or 1) > 1:
            # 「手札からカードをN枚クラッシュする」: N hand cards chosen, crashed together (4.3.3.3)
            picked = yield from choose_one_at_a_time(
                player,
                [x for x in ctx.zone(player, "hand") if x.uid != uid],
                int(c.amount),
                card_choice,
                "cost",
                lambda k: (
                    f"コストとしてクラッシュする手札（{k + 1}枚目）",
                    f"a hand card to crash as the cost ({k + 1})",
                ),
                (_READY_OF.get(pay_cl, pay_cl), pay_cl),
                forced_unasked=True,
            )
            yield from crash_cards(ctx, picked, (_READY_OF.get(pay_cl, pay_cl), pay_cl))
            for u in picked:
                last = ctx.step_of(u)
                if last is not None:
                    paid.append(last)
        elif c.kind in ("crash_hand", "crash_character"):
            pool = (
                [x for x in ctx.zone(player, "hand") if x.uid != uid]
                if c.kind == "crash_hand"
                else characters(ctx, player)
            )
            pick = p.get("cost_card")
            chosen = (
                find_card(ctx, pick, player, ("hand",) if c.kind == "crash_hand" else ("field",))
                if pick
                else None
            )
            if chosen is None:
                chosen = yield choose_card(
                    player,
                    pool,
                    "cost",
                    "コストとしてクラッシュするカード",
                    "the card to crash as the cost",
                    (_READY_OF.get(pay_cl, pay_cl), pay_cl),
                )
            if chosen == uid:
                # the card whose ability is used crashed as its cost: 4.3.3.1 asks only for a
                # character controlled, 3.4.4 lets abilities of cards on the field be used (the
                # audit's ``cost_paid_by_itself``)
                yield unsettled.flag(
                    "co",
                    "cost_paid_by_itself",
                    (
                        f"{card.label} 自身はこのコストに使えず、別のキャラクターが要る",
                        f"{card.label} cannot pay this cost itself: another character is needed",
                    ),
                )
            yield from crash_cards(ctx, [chosen], (_READY_OF.get(pay_cl, pay_cl), pay_cl))
            last = ctx.step_of(chosen)
            if last is not None:
                paid.append(last)
        elif c.kind == "lose_hp":
            # 「(あなたは)HPをN点失う:」: the payer's HP down by N, no damage (4.3.3.3, 4.3.10)
            yield from change_hp(
                ctx,
                player,
                -int(c.amount),
                (_READY_OF.get(pay_cl, pay_cl), pay_cl),
                card.label,
                by=player,
            )
        elif c.kind == "dustbox_to_deck_bottom":
            # 「ダストボックスのナビゲーターカード1枚を山札の一番下に置く:」: N cards of the payer's
            # dustbox chosen, each to the bottom of its owner's deck (4.3.3.3, 4.2.12)
            picked = yield from choose_one_at_a_time(
                player,
                _dustbox_cost_pool(ctx, c, player),
                int(c.amount),
                card_choice,
                "cost",
                lambda k: (
                    f"コストとして山札の一番下に置くダストボックスのカード（{k + 1}枚目）",
                    f"a dustbox card to put on the bottom of the deck as the cost ({k + 1})",
                ),
                (_READY_OF.get(pay_cl, pay_cl), pay_cl),
                forced_unasked=True,
            )
            for u in picked:
                x = ctx.card(u)
                paid.append(
                    (
                        yield Move(
                            uid=u,
                            player=x.owner,  # type: ignore[union-attr]
                            zone="deck",
                            pos="bottom",
                            clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl, "4.2.12"),
                            ja=f"コストとして {x.label} をダストボックスから山札の一番下に置く",  # type: ignore[union-attr]
                            en=f"{x.label} goes from the dustbox to the bottom of the deck as the cost",  # type: ignore[union-attr]
                        )
                    )
                )
        elif c.kind == "hand_to_dustbox":
            # 「手札を1枚ダストボックスに置く」: N hand cards chosen, put on top of the owner's
            # dustbox (4.2.3; their owner orders cards put there at once)
            picked = yield from choose_one_at_a_time(
                player,
                [x for x in ctx.zone(player, "hand") if x.uid != uid],
                int(c.amount),
                card_choice,
                "cost",
                lambda k: (
                    f"コストとしてダストボックスに置く手札（{k + 1}枚目）",
                    f"a hand card to put into the dustbox as the cost ({k + 1})",
                ),
                (_READY_OF.get(pay_cl, pay_cl), pay_cl),
                forced_unasked=True,
            )
            together = ("4.2.3",) if len(picked) > 1 else ()
            for u in picked:
                x = ctx.card(u)
                paid.append(
                    (
                        yield Move(
                            uid=u,
                            player=x.owner,  # type: ignore[union-attr]
                            zone="dustbox",
                            clauses=(_READY_OF.get(pay_cl, pay_cl), pay_cl, *together),
                            ja=f"コストとして {x.label} を手札からダストボックスに置く",  # type: ignore[union-attr]
                            en=f"{x.label} goes from the hand to the dustbox as the cost",  # type: ignore[union-attr]
                        )
                    )
                )
        elif c.kind in ("crash_described", "tap_described"):
            # 「…N体をクラッシュ / タップする」: N of the payer's cards so described, chosen
            crash = c.kind == "crash_described"
            what_ja, what_en = ("クラッシュ", "crash") if crash else ("タップ", "tap")
            pool = [x for u in _cost_pool(ctx, c, player, uid) if (x := ctx.card(u))]
            named = p.get("cost_card")
            hit = [x for x in pool if named in (x.name, x.uid)] if named else []
            if hit and int(c.amount) == 1:
                # the card the scenario names to pay it (``cost_card``; one the cost may take,
                # checked before the payment, ``_cost_payable``)
                pool = hit[:1]
            picked = yield from choose_one_at_a_time(
                player,
                pool,
                int(c.amount),
                card_choice,
                "cost",
                lambda k, wj=what_ja, we=what_en: (
                    f"コストとして{wj}するカード（{k + 1}枚目）",
                    f"a card to {we} as the cost ({k + 1})",
                ),
                (_READY_OF.get(pay_cl, pay_cl), pay_cl),
                forced_unasked=True,
            )
            if crash:
                yield from crash_cards(ctx, picked, (_READY_OF.get(pay_cl, pay_cl), pay_cl))
                paid += [s for u in picked if (s := ctx.step_of(u)) is not None]
            else:
                for u in picked:
                    paid.append(
                        (
                            yield Orient(
                                uid=u,
                                orientation="rest",
                                clauses=(
                                    _READY_OF.get(pay_cl, pay_cl),
                                    pay_cl,
                                ),
                                ja=f"コストとして {label_of(ctx, u)} をタップする",
                                en=f"{label_of(ctx, u)} is tapped as the cost",
                            )
                        )
                    )
    return paid


def _navigator_for_cost(
    ctx: Ctx, card: Card, player: str, pick: Any
) -> Generator[Any, Any, str | None]:
    """「ナビゲーターをタップする:」 printed without 『X』: the untapped navigator tapped as the
    cost (4.3.3.1 / 4.3.3.3) — one its player controls, as 4.3.2.1 reads 「キャラクターを
    クラッシュする」 (the engine's reading), or this card alone, as 『X』 would name it (4.2.10):
    the audit's navigator_tap_cost, asked only where the two differ (a navigator other than this
    card could pay, or this card cannot). The one named by ``cost_card``, else chosen; None
    (the use refused) when none can pay."""
    pool = [
        x
        for x in field_cards(ctx, player)
        if x.type == "navigator" and x.orientation != "rest" and not x.states.get("on")
    ]
    if pool and [x.uid for x in pool] != [card.uid]:
        this_only = yield unsettled.choose(
            player, "co", "navigator_tap_cost", {"any_navigator": False, "this_card": True}
        )
        if this_only:
            pool = [x for x in pool if x.uid == card.uid]
    chosen = find_card(ctx, pick, player, ("field",)) if pick else None
    if not pool or (chosen is not None and chosen not in {x.uid for x in pool}):
        yield Reject(
            "コストとしてタップできるアンタップ状態のナビゲーターがありません",
            "no untapped navigator can be tapped as the cost",
            ("4.3.3.1", "4.3.3.3", "4.3.2.1"),
        )
        return None
    if chosen is not None:
        return str(chosen)
    return (
        yield choose_card(
            player,
            pool,
            "cost",
            "コストとしてタップするナビゲーター",
            "the navigator to tap as the cost",
            ("4.3.3.3",),
        )
    )


def activated_programs(ctx: Ctx, card: Card) -> list[Program]:
    """The abilities ``card`` may use (「コスト:効果」, 4.3.3), numbered as a scenario's
    ``ability:`` counts them: its printed ones (none when an effect took them away, 4.3.8 step 3),
    then the quoted ones it gained and holds now (4.3.8 step 3: 「以下の特殊能力を得る。『…』」 — while
    the effect that gives them is in force, e.g. while the card giving them is set on it)."""
    v = view(ctx, card.uid)
    printed = [] if v.lost_abilities else [pr for pr in programs(card) if pr.kind == "activated"]
    return printed + [pr for pr in gained_programs(v.keywords) if pr.kind == "activated"]


def _immune_target_refusal(
    ctx: Ctx, player: str, card: Card, target: str | None, what_ja: str, what_en: str
) -> Generator[Any, Any, Reject | None]:
    """A target character immune to the 効果 / 特殊能力 of the card's type (「イベントカードの効果を
    受けない」): whether it is a proper target (4.2.13 「適切な対象」) or one taken with no effect on
    it, the immunity applied as the effects are worked out (4.3.8 step 1), the text does not
    settle — the audit's target_immune_to_its_type, run both ways (the engine's: proper).
    Returns the refusal under the other reading, else None."""
    c = ctx.card(target) if target else None
    if c is None or not is_character(ctx, c) or card.type not in view(ctx, c.uid).immune:
        return None
    proper = yield from unsettled.holds(player, "co", "target_immune_to_its_type", "proper")
    if proper:
        return None
    return Reject(
        f"{c.label} は{TYPE_JA.get(card.type or '', card.type)}カードの効果を受けないため、"
        f"{card.label} の適切な対象ではなく、{what_ja}できません",
        f"{c.label} is immune to {card.type} effects: no proper target for {card.label}, "
        f"which cannot be {what_en}",
        ("4.2.13", "4.3.8"),
    )


def _granted_effect_type(
    ctx: Ctx, player: str, card: Card, idx: int
) -> Generator[Any, Any, str | None]:
    """The card type whose 「効果」 / 「特殊能力」 an ability ``card`` uses is, for an immunity
    (「アイテムカードの効果を受けない」, 4.3.8 step 1): its own type for an ability printed on it; for
    one it gained from another card's text (4.3.8 step 3: 「以下の特殊能力を得る。『…』」), the
    character holds it as its 特殊能力 (4.3.8#ex1) though the words are printed on a card of
    another type, whose text is its 「効果」 (4.2.8) — the audit's granted_ability_effect_type,
    raised when a card on the field is immune to the giver's type and not to the holder's."""
    from ruling.games._co.cardtext import QUOTED

    v = view(ctx, card.uid)
    printed = [] if v.lost_abilities else [pr for pr in programs(card) if pr.kind == "activated"]
    # the gained ones in the order ``activated_programs`` lists them
    gained = [k for k in sorted(v.keywords) if k in QUOTED and QUOTED[k].kind == "activated"]
    at = idx - len(printed)
    giver = v.gained_from.get(gained[at]) if 0 <= at < len(gained) else None
    if giver is None or giver == card.type:
        return card.type
    immune = [
        c
        for c in field_cards(ctx)
        if is_character(ctx, c)
        and immunity_stops(view(ctx, c.uid), giver, None)
        and not immunity_stops(view(ctx, c.uid), card.type, None)
    ]
    if not immune:
        return card.type
    taken = yield unsettled.choose(
        player,
        "co",
        "granted_ability_effect_type",
        {"holder_ability": card.type, "giver_effect": giver},
        more=("4.3.8#ex1",),
    )
    return str(taken) if taken else card.type


def _gains_energy_only(ctx: Ctx, card: Card, p: dict[str, Any]) -> bool:
    """The ability ``p`` would use only gains energy for its user (every step 「…エネルギーを
    得る」 of 「あなた」) for a cost that spends none (3.6.2, 4.3.1)."""
    acts = activated_programs(ctx, card)
    idx = int(p.get("ability") or 1) - 1
    if not 0 <= idx < len(acts):
        return False
    prog = acts[idx]
    return (
        bool(prog.ops)
        and all(o.kind == "gain_energy" and o.who == "you" and o.cond is None for o in prog.ops)
        and all(c.kind != "energy" for c in prog.cost)
    )


def _energy_use(ctx: Ctx, p: dict[str, Any]) -> bool:
    """The action ``p`` (``activate``, answered by nothing) uses an ability that only gains
    energy for its user: no 「行動」 (4.3.1#li2)."""
    if p.get("respond"):
        return False
    uid = find_card(ctx, p.get("card"), p.get("player"), ("field",)) if p.get("card") else None
    card = ctx.card(uid) if uid else None
    return card is not None and _gains_energy_only(ctx, card, p)


def _set_on_others(ctx: Ctx, card: Card, player: str) -> bool:
    """Whether ``card`` is set on a card another player than ``player`` controls (4.2.12#li1)."""
    host = ctx.card(str(card.states.get("on") or ""))
    return host is not None and controller(ctx, host.uid) != player


def activate(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.3.3: use an ability of a card on the field (「コスト:効果」), by default at any time
    (All Turn, 3.4.4), by either player (3.4.4)."""
    player = who(ctx, p)
    uid = find_card(ctx, p["card"], player, ("field",))
    if uid is None or controller(ctx, uid) != player:
        other = find_card(ctx, p["card"], None, ("field",)) if uid is None else uid
        held = controller(ctx, other) if other else None
        if other and held and held != player:
            # a card on the field another player controls: its abilities are its controller's
            # to use (3.4.4 「…カードをコントロールしていれば」); a card set on a card is controlled
            # by the player who set it, whoever the host's is (4.2.12)
            c = ctx.card(other)
            hc = ctx.card(c.states.get("on")) if c is not None and c.states.get("on") else None
            set_by = c is not None and (
                c.owner != held or (hc is not None and controller(ctx, hc.uid) != held)
            )
            yield Reject(
                f"{label_of(ctx, other)} は {held} がコントロールしているカードです"
                + ("（セットしたプレイヤーがコントロール権を有する）" if set_by else "")
                + f": {player} はその効果・特殊能力を使用できません",
                f"{label_of(ctx, other)} is controlled by {held}"
                + (" (the player who set it)" if set_by else "")
                + f": {player} cannot use its abilities",
                (
                    "3.4.4",
                    *(("4.2.12",) if set_by else ()),
                    # 4.2.12#li1: a card set on another player's card is its setter's
                    *(
                        ("4.2.12#li1",)
                        if hc is not None and controller(ctx, hc.uid) != held
                        else ()
                    ),
                ),
            )
            return
        yield Reject(
            f"{p['card']} は {player} のフィールドにありません",
            f"{p['card']} is not on {player}'s field",
            ("3.4.4",),
        )
        return
    card = ctx.card(uid)
    assert card is not None
    # 「…の直後にのみ使用してもよい」 (4.3.5): only right after that event — and then even where
    # uses are otherwise not allowed (its example: 〔皆瀬葵〕 in the draw phase)
    listed = activated_programs(ctx, card)
    at = int(p.get("ability") or 1) - 1
    gate = listed[at].only_after if 0 <= at < len(listed) else None
    gated = False
    # the step that met the condition of 4.3.5 (the use rests on it, and on what allowed it)
    met: tuple[int, ...] = ()
    if is_player_moment(gate) and not view(ctx, uid).lost_abilities:
        # the gain / draw is the step right before this use (its action's own record in between)
        done, bad = player_moment_met(
            ctx,
            gate,
            f"{card.label} の特殊能力",
            "使用",
            "used",
            player,  # type: ignore[arg-type]
        )
        if bad is not None:
            yield bad
            return
        gated = True
        met = (done,) if done is not None else ()
    if is_answer_gate(gate) and not view(ctx, uid).lost_abilities:
        # 「…がプレイされた / 使用された直後にのみ使用してもよい」 (4.3.5): in the interrupt window
        # of such a play or use (4.3.2.5 / 4.3.3.5), answering it (4.3.4)
        bad = answer_gate_refusal(ctx, gate, f"{card.label} の特殊能力", "使用", "used", player)  # type: ignore[arg-type]
        if bad is not None:
            yield bad
            return
        gated = True
        # the use rests on the play or use it answers
        answered = (ctx.state.vars.get(ANSWERING) or {}).get("uid")
        at_step = ctx.step_of(answered) if answered else None
        met = (at_step,) if at_step is not None else ()
    if is_battle_gate(gate) and not view(ctx, uid).lost_abilities:
        # 「…がアタック / ディフェンスを行った直後にのみ使用してもよい」 (4.3.5): at the action
        # timing right after that declaration (3.4.5.6)
        bad = battle_gate_refusal(
            ctx,
            gate,  # type: ignore[arg-type]
            uid,
            p.get("target"),
            player,  # type: ignore[arg-type]
            f"{card.label} の特殊能力の使用",
            "used",
        )
        if bad is not None:
            yield bad
            return
        gated = True
    if is_crash_gate(gate) and not view(ctx, uid).lost_abilities:
        # 「クラッシュした直後にのみ使用してもよい」: in a crash's windows only (4.3.11.2 /
        # 4.3.11.4; which of the two, by what it does: damage_window_refusal)
        refused = crash_gate_refusal(ctx, gate, p.get("target"), player)
        gated = refused is None
        # the use rests on the crash whose window it is made in
        opened = ctx.step_of("var:co.crash_window") if gated else None
        met = (opened,) if opened is not None else ()
        if refused is not None:
            yield Reject(
                f"{card.label} の特殊能力は{refused[0]}にのみ使用できます",
                f"{card.label}'s ability may be used only {refused[1]}",
                ("4.3.5", "4.3.11.2", "4.3.11.4", *refused[2]),
            )
            return
    if gate in DAMAGE_GATES and not view(ctx, uid).lost_abilities:
        # 「(キャラクターが)ダメージを受けた直後にのみ使用してもよい」: in a damage's windows only
        # (4.3.10.2 / 4.3.10.4; which of the two, by what it does: damage_window_refusal)
        gated = in_damage_window(ctx, gate, uid, player)
        if not gated:
            yield Reject(
                f"{card.label} の特殊能力はダメージを受けた直後にのみ使用できます",
                f"{card.label}'s ability may be used only right after damage is taken",
                ("4.3.5", "4.3.10.2"),
            )
            return
    bad = no_interrupt_refusal(ctx, "使用", "used")
    if bad is not None:
        yield bad
        return
    bad = None if gated else reject_timing(ctx, "効果・特殊能力の使用", "use of an ability")
    bad = yield from _answer_in_banned_step(ctx, player, bad)  # type: ignore[arg-type]
    if gated:
        bad = yield from _gate_while_paying(
            ctx,
            player,  # type: ignore[arg-type]
            f"{card.label} の特殊能力の使用",
            "use of an ability",
        )
    if bad is not None and _gains_energy_only(ctx, card, p) and energy_allowed_here(ctx):
        # a step that forbids uses but allows a gain of energy (3.6.2, 3.3.1 …: 「使用は出来ません
        # が、エネルギーを得ることはできます」), and energy gained by an ability is no action
        # (4.3.1): whether an ability that only gains energy may be used there the text does not
        # settle (co.unsettled upkeep_energy_ability, both run), the step's clauses named
        allowed = yield unsettled.choose(
            player,
            "co",
            "upkeep_energy_ability",
            {"use_forbidden": False, "energy_allowed": True},
            more=bad.clauses,
        )
        if allowed:
            bad = None
    if bad is not None:
        # refused at this point; 3.4.4 says when a field card's ability may be used (All Turn,
        # unless its text says otherwise), the point's own ban over it — as a play's refusal
        # names the type's clause
        yield replace(bad, clauses=tuple(dict.fromkeys((*bad.clauses, "3.4.4"))))
        return
    bad = yield from damage_window_refusal(
        ctx, card, "使用", "used", gated=gate if gated else None, player=player
    )
    if bad is not None:
        yield bad
        return
    acts = activated_programs(ctx, card)
    idx = int(p.get("ability") or 1) - 1
    if not acts or idx >= len(acts):
        yield Reject(
            f"{card.label} に使用できる特殊能力がありません",
            f"{card.label} has no ability to use",
            ("3.4.4", "4.3.8"),
        )
        return
    prog: Program = acts[idx]
    tkind = prog.targets
    target = _target_ref(ctx, tkind, p.get("target")) if tkind else None
    # a target the text's description (「対象の女性キャラクター」) takes in or leaves out only by a
    # value not given is branched on (proper / not, ``values.branch_candidates``), or stated
    proper = (
        target is not None
        and (
            yield from branch_candidates(
                ctx,
                lambda: valid_target(
                    ctx,
                    tkind,
                    target,
                    prog.target_gender,
                    prog.target_type,
                    prog.target_keyword,
                    by=(card.type, player),
                    state=prog.target_state,
                    owner=prog.target_owner,
                ),
                player,
                card.label,
                ("4.2.13",),
            )
        )
        if tkind
        else True
    )
    if tkind and not proper:
        yield Reject(
            f"{card.label} の特殊能力は適切な対象を取れないため、使用できません",
            f"{card.label}'s ability cannot take a proper target: it cannot be used",
            # the target is chosen at the declaration of the use (4.3.3.2)
            ("4.2.13", "4.3.3.2", *_other_type(ctx, tkind, target)),
        )
        return
    if tkind:
        bad = yield from _immune_target_refusal(ctx, player, card, target, "使用", "used")
        if bad is not None:
            yield bad
            return
    target2 = yield from _second_target(ctx, prog, p.get("target2"), (card.type, player), target)
    if (
        prog.second_target is not None
        and target2 is None
        and not (prog.second_target.upto and p.get("target2") is None)
    ):
        yield Reject(
            f"{card.label} の特殊能力は2つ目の対象（target2）を適切に取れないため、使用できません",
            f"{card.label}'s ability cannot take a proper second target (target2): it cannot be used",
            ("4.2.13", "4.3.3.2"),
        )
        return
    bad = _outside_restriction(ctx, player, prog.only_during, card.label, "use", ("3.4.4",))
    bad = bad or _condition_unmet(ctx, player, prog.only_if, uid, card.label, "use")
    if bad is not None:
        yield bad
        return
    period = getattr(prog, "use_period", "turn")
    used = uses_so_far(ctx, uid, idx, period)
    if prog.per_turn is not None and used >= prog.per_turn:
        # 「この特殊能力は1ターン / 1ゲームにN回しか使用できない」: the text over 3.4's 「特に行動
        # 回数に制限がないものは…何回でも」 (4.2.9)
        yield Reject(
            f"{card.label} の特殊能力は{_PERIOD_JA[period]}すでに{used}回使用しているため、使用できません",
            f"{card.label}'s ability was used {used} time(s) {_PERIOD_EN[period]} already: it "
            "cannot be used",
            ("4.2.9", "3.4"),
        )
        return
    # used again in the period with no limit printed: 3.4 「特に行動回数に制限がないものは、条件
    # さえ満たしていれば、その行動を何回でも行うことができます」 allows it
    again = prog.per_turn is None and used > 0
    prog = yield from _ability_cost_modified(ctx, player, card, prog)
    ok, tapped_navigator = yield from _cost_ready(ctx, card, player, prog.cost, p)
    if not ok:
        return
    # a quoted ability it gained (4.3.8 step 3: held while what gives it is in force)
    gained = any(prog is g for g in gained_programs(view(ctx, uid).keywords))
    decl = yield Mark(
        clauses=(
            "4.3.3",
            "4.3.3.2",
            # 3.4.4: a card on the field uses its ability at All Turn, by either player; the
            # phase's action timing when it has its own (3.6.4)
            "3.4.4",
            *timing_clauses(ctx, "activate"),
            *(("4.2.13",) if tkind else ()),
            # 4.3.5 「通常はカードをプレイできない時にでも」: the step's ban it plays through
            *(("4.3.5", *(no_play_here(ctx) or ())) if gated else ()),
            # its example names the untap and the draw phases, where no use is made otherwise
            *(
                ("4.3.5#ex1",)
                if gated and no_play_here(ctx) and ctx.state.turn.phase in ("untap", "draw")
                else ()
            ),
            *(("4.3.8",) if gained else ()),
            *(("3.4",) if again else ()),
            # a card set on another player's card: its setter controls it and uses its
            # abilities (4.2.12, 4.2.12#li1), whoever controls the card it is set on
            *(("4.2.12", "4.2.12#li1") if _set_on_others(ctx, card, player) else ()),
        ),
        caused_by=met,
        ja=f"{player} は {card.label} の{'得た' if gained else ''}特殊能力の使用を宣言する"
        + (f"（対象: {ctx.card(target).label if ctx.card(target) else target}）" if target else ""),  # type: ignore[union-attr]
        en=f"{player} declares the use of {card.label}'s ability",
        touches=(uid,),
    )
    payer = card  # the card 『X』 of the ability's cost names (「『X』をクラッシュする」)
    renamed: list[str] = []
    if gained and (renamed := [n for n in renamed_when_gained(prog) if n != card.name]):
        giver = next(
            (
                c
                for c in ctx.zone(card.owner, "field")
                if c.states.get("on") == uid and c.name in renamed
            ),
            None,
        )
        # 4.2.10: its first sentence makes 『X』 in a card's text that card itself; its second
        # replaces the name in an ability another card gained. An ability an item set on a card
        # gives it, naming the item: the item, or the card that gained it? The point
        # gained_ability_names_giver, where the giving card is there
        if giver is not None and not (
            yield unsettled.choose(
                player, "co", "gained_ability_names_giver", {"gainer": True, "giver": False}
            )
        ):
            payer = giver
            decl = yield Mark(
                clauses=("4.2.10",),
                ja=f"得た特殊能力の『{giver.name}』は、そのテキストを持つ {giver.label} 自身と読む",
                en=f"『{giver.name}』 in the gained ability reads as {giver.label} itself, whose "
                "text it is",
                caused_by=(decl,),
                touches=(giver.uid,),
            )
            renamed = []
    if gained and renamed:
        # 4.2.10: 「「カード名」を含む特殊能力を他の名前のカードが得た場合、カード名の表記は特殊
        # 能力を得たカードのカード名と置き換えます」 — its 『X』 is the card that gained it
        shown_names = "、".join(f"『{n}』" for n in renamed)
        decl = yield Mark(
            clauses=("4.2.10",),
            ja=f"得た特殊能力の{shown_names}は、得た {card.label} のカード名に置き換えて読む",
            en=f"{', '.join(renamed)} in the gained ability reads as the name of {card.label}, "
            "the card that gained it",
            caused_by=(decl,),
            touches=(uid,),
        )
    yield from _modes_at_declaration(ctx, player, card, prog.ops, "4.3.3.2")
    if prog.per_turn is not None:
        # the use counted at its declaration (4.3.3.2: it cannot be taken back after it)
        yield count_use(ctx, uid, idx, period, card.label, "使用")
    else:
        # with no limit, counted all the same (silently): a second use reads 3.4
        yield replace(count_use(ctx, uid, idx, "turn", card.label, "使用"), ja="", en="")
    yield SetVar(key="co.paying", value=True, ja="コストの支払い", en="paying the cost")
    paid = yield from _pay_items(ctx, payer, player, prog.cost, p, tapped_navigator)
    yield SetVar(key="co.paying", value=None, ja="コストの支払いの終了", en="the cost is paid")
    # 4.3.3.4: the 「効果・特殊能力を使用したときに〜する」 abilities, once the cost is paid; the
    # ability itself resolves at step 6 (4.3.3.6), which a game ended before it never reaches
    from ruling.games._co.triggers import fire as _fire

    was_unfinished = ctx.state.vars.get(UNFINISHED)
    yield SetVar(
        key=UNFINISHED,
        value=(
            *(was_unfinished or ()),
            (
                ("4.3.3.6",),
                f"{card.label} の特殊能力は解決されない（その前にゲームが終了した）",
                f"{card.label}'s ability does not resolve (the game ended before it)",
            ),
        ),
    )
    yield from _fire(ctx, "use", [uid], tuple(paid) or (decl,))
    answers = list(p.get("respond") or [])
    outer = ctx.state.vars.get(ANSWERING)
    # energy gained by an ability is no 「行動」 (4.3.1#li2): no window for answers (4.3.3.5,
    # 4.3.4 is made on an action), it resolves at once
    at_once = not answers and _gains_energy_only(ctx, card, p)
    yield SetVar(
        key=ANSWERING,
        value={
            "what": "used",
            "type": card.type,
            "uid": uid,
            "player": player,
            "nested": outer is not None,
        },
    )
    yield from _responses(ctx, answers, ("4.3.4#li1", "4.3.3.5"))
    yield SetVar(key=ANSWERING, value=outer)
    yield SetVar(key=UNFINISHED, value=was_unfinished)
    res = yield Mark(
        clauses=(
            "4.3.3.6",
            *(("4.3.1", "4.3.1#li2") if at_once else ()),
            *(("4.3.4#li2",) if answers or (outer is not None and not at_once) else ()),
        ),
        ja=f"{card.label} の特殊能力を解決する"
        + ("（行動ではなく、すぐに解決する）" if at_once else ""),
        en=f"{card.label}'s ability resolves" + (" (no action: at once)" if at_once else ""),
        caused_by=(decl, *paid, *_answered(ctx, answers)),
        tag="resolved",
        data={"uid": uid},
    )
    eff_type = yield from _granted_effect_type(ctx, player, card, idx)
    yield from run_ops(
        ctx,
        uid,
        eff_type,
        prog.ops,
        player,
        tkind,
        target,
        (res,),
        refs={"target2": target2} if target2 else None,
        reduce=(yield from _reductions(ctx, p)),
        after_damage=(yield from _reductions(ctx, p, "after_damage")),
    )
    # 4.3.3.6: 「解決し終わったとき「使用に成功したときに〜」という効果・特殊能力は誘発します」 — a
    # misfired use too, which counts as done (4.3.7)
    from ruling.games._co.triggers import fire

    yield from fire(ctx, "used", [uid], (res,))


# the card types a target's kind names (「対象のキャラクター」 …, 4.2.13)
_KIND_TYPES = {"character": "character", "navigator": "navigator", "item": "item"}


def _other_type(ctx: Ctx, kind: str | None, ref: str | None) -> tuple[str, ...]:
    """The clause that makes a card of another card type no target of ``kind``: 4.2.8's five
    types (「CHARACTER、NAVIGATOR、SPELL、EVENT、ITEMの5種」; a navigator is no character), when
    the chosen target is a card of a type other than the one named; () otherwise."""
    card = ctx.card(ref) if ref else None
    want = _KIND_TYPES.get(kind or "")
    if card is None or want is None or not card.type:
        return ()
    typed = "character" if want == "character" and is_character(ctx, card) else card.type
    return ("4.2.8",) if typed != want else ()


def _host_leaves(ctx: Ctx, host: Any, hosted: list[Any], cause: tuple[int, ...]) -> Proc:
    """The cards set on ``host`` as it leaves the field other than by a crash (returned to the
    hand, broken): 4.2.4 moves them along only 「キャラクターがクラッシュした場合」 — a gap
    (co set_cards_when_host_leaves): they stay on the field (the engine's reading), or go along
    to their owners' dustboxes as with a crash (4.2.4's spirit, 4.2.12: the owner's)."""
    names = "、".join(h.label for h in hosted)
    who = controller(ctx, host.uid) or host.owner
    stay = yield unsettled.choose(
        who, "co", "set_cards_when_host_leaves", {"stay": True, "go_along": False}
    )
    if stay:
        yield Mark(
            clauses=("4.2.4",),
            ja=f"{host.label} はクラッシュではなくフィールドを離れる: 4.2.4 はセットされたカードを移さず、"
            f"{names} はフィールドに残る",
            en=f"{host.label} leaves the field other than by a crash: 4.2.4 moves none of the "
            f"cards set on it, and {', '.join(h.label for h in hosted)} stay on the field",
            caused_by=cause,
            touches=tuple(h.uid for h in hosted),
        )
        return
    for owner in dict.fromkeys(h.owner for h in hosted):
        group = [h for h in hosted if h.owner == owner]
        yield MoveMany(
            uids=tuple(h.uid for h in group),
            player=owner,
            zone="dustbox",
            caused_by=cause,
            clauses=("4.2.4", "4.2.12"),
            ja=f"{'、'.join(h.label for h in group)} は {host.label} と一緒に移り、オーナー（{owner}）の"
            "ダストボックスに置かれる（4.2.4 のクラッシュと同じく）",
            en=f"{', '.join(h.label for h in group)} go along with {host.label} to their owner's "
            f"({owner}) dustbox (as with a crash, 4.2.4)",
        )


# the periods a use limit counts over (「1ターンに」, 「1ゲームに」; ``cardtext._use_limit``)
_PERIOD_JA = {"turn": "このターン", "game": "このゲーム中"}
_PERIOD_EN = {"turn": "this turn", "game": "this game"}


def _uses_key(uid: str, idx: Any) -> str:
    return f"co.uses:{uid}:{idx}"


def _stamp(ctx: Ctx, period: str) -> Any:
    """What a count of uses is kept for: the turn's number (「1ターンに」), or the game
    (「1ゲームに」)."""
    return "game" if period == "game" else ctx.state.turn.number


def uses_so_far(ctx: Ctx, uid: str, idx: Any, period: str) -> int:
    """How often the ability ``idx`` of ``uid`` was used (or resolved, for one that triggers)
    in the current ``period`` (``turn`` / ``game``)."""
    was = ctx.state.vars.get(_uses_key(uid, idx))
    return int(was[1]) if was and was[0] == _stamp(ctx, period) else 0


def count_use(ctx: Ctx, uid: str, idx: Any, period: str, name: str, what: str) -> SetVar:
    """One more use (``what``: 使用 / 解決) of the ability ``idx`` of ``uid`` in ``period``."""
    n = uses_so_far(ctx, uid, idx, period) + 1
    return SetVar(
        key=_uses_key(uid, idx),
        value=(_stamp(ctx, period), n),
        ja=f"{name} の特殊能力の{_PERIOD_JA[period]}の{what}回数: {n}",
        en=f"{name}'s ability {'used' if what == '使用' else 'resolved'} {n} time(s) "
        f"{_PERIOD_EN[period]}",
    )
