"""Combat (3.4.5): battle start, the attack of one untapped character (tapped as the cost), the
defence by one untapped character (飛行 / 潜水 limit who may defend, 3.4.5.7), the damage
exchange (3.4.5.4), battle end; action timings in between (3.4.5.6)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ruling import unsettled
from ruling.choosing import card_choice
from ruling.core import Ctx, ScenarioInputError
from ruling.games._co.basic import (
    after_damage_window,
    change_hp,
    deal_to_character,
    reduce_to_player,
)
from ruling.games._co.cardtext import programs
from ruling.games._co.common import (
    Proc,
    characters,
    controller,
    entered_tapped_this_turn,
    field_cards,
    find_card,
    has_keyword,
    is_character,
    label,
    on_field,
    pv,
    set_on,
    tapped_by,
    view,
)
from ruling.games._co.triggers import (
    fire,
    fire_timing,
    fire_together,
    undefended_after_defence,
    undefended_event,
    would_trigger,
)
from ruling.games._co.turn import control_taken, timing_clauses
from ruling.rules import (
    ActionProper,
    Choose,
    Do,
    EndEffects,
    Mark,
    Option,
    Orient,
    Reject,
    SetTurn,
    SetVar,
    Warn,
)
from ruling.state import Card
from ruling.values import Operand, compare, is_unknown, taken_as

KW_JA = {"flying": "飛行", "diving": "潜水"}


def _timing(ctx: Ctx, actions: list[dict[str, Any]] | None) -> Proc:
    for act in actions or []:
        act = dict(act)
        verb = act.pop("do")
        # 3.4.5.6's list: #li1 a card played from the hand (the main phase's limits), #li2 an
        # effect or ability of a card on the field used
        item = {"play": ("3.4.5.6#li1",), "activate": ("3.4.5.6#li2",)}.get(verb, ())
        yield Do(verb, act, clauses=("3.4.5.6", *item))


# a declaration a card's text lets it make over the 「アンタップ状態のキャラクター」 and the
# 「コストとしてタップします」 of 3.4.5.2 (attack) / 3.4.5.3 (defence) (4.2.9): (ja, en) of the
# declaration by a tapped card (its tap, the cost, already done) and by one that stays untapped
_BY_TEXT = {
    ("attack", True): (
        "でアタック宣言（カードテキストによりタップ状態でもできる）",
        "attacks (its text: though tapped)",
    ),
    ("attack", False): (
        "でアタック宣言（カードテキストによりタップしない）",
        "attacks (its text: it does not tap)",
    ),
    ("defend", True): (
        "でディフェンス宣言（カードテキストによりタップ状態でも行える）",
        "defends (its text: tapped as it is)",
    ),
    ("defend", False): (
        "でディフェンス宣言（カードテキストによりタップしない）",
        "defends (its text: it does not tap)",
    ),
}


def _declared_by_text(
    card: Card,
    act: str,
    clauses: tuple[str, ...],
    watch: tuple[str, ...],
    caused_by: tuple[int, ...] = (),
) -> Mark:
    """The attack or defence (``act``) ``card`` declares by its text, tapped as it is or
    staying untapped: a step that changes nothing (no tap), about the card."""
    ja, en = _BY_TEXT[act, card.orientation == "rest"]
    return Mark(
        clauses=clauses,
        watch=watch,
        caused_by=caused_by,
        ja=f"{card.label} {ja}",
        en=f"{card.label} {en}",
        touches=(card.uid,),
    )


def _bounce(ctx: Ctx, uid: str) -> str | None:
    """ファイナルうさパンチ: a character damaged by the card it is set on returns at end of turn."""
    for c in set_on(ctx, uid):
        for prog in programs(c):
            if any(s.kind == "bounce_damaged" for s in prog.statics):
                return c.label
    return None


def _can_attack(ctx: Ctx, card: Card) -> bool:
    """A character able to declare an attack now (3.4.5.2): untapped, or allowed tapped by its
    text (4.2.9), and not forbidden to attack."""
    kws = view(ctx, card.uid).keywords
    return "no_attack" not in kws and (
        card.orientation != "rest" or "tapped_attack" in kws or _entry_tap_waived(ctx, card)
    )


def _entry_tap_waived(ctx: Ctx, card: Card) -> bool:
    """「『X』はフィールドに出たターンにアタックを宣言できる」 (the keyword ``entry_turn_attack``):
    X is tapped by the tap it entered the field with this turn (3.4.2), which its text lets it
    attack despite (over 3.4.5.2, 4.2.9)."""
    return "entry_turn_attack" in view(ctx, card.uid).keywords and entered_tapped_this_turn(
        ctx, card.uid
    )


def attack(ctx: Ctx, p: dict[str, Any]) -> Proc:
    st = ctx.state
    after = p.get("after_damage")
    tp = st.turn.player
    opp = st.opponent(tp)
    if p.get("player") and p["player"] != tp:
        yield Reject(
            "戦闘開始宣言とアタック宣言は、ターンを進めているプレイヤーしか行えません",
            "only the turn player declares a battle and an attack",
            ("3.4.5", "3.4.5.2"),
        )
        return
    if st.turn.phase not in (None, "main") or st.vars.get("co.battle"):
        yield Reject(
            "戦闘はメインフェイズ中に、ほかの戦闘を解決したあとでのみ始められます",
            "a battle starts only in the main phase, after any other battle is over",
            # and the action timing the turn is at lists what may be done there (3.6.4), read
            # from the turn state and the phase table
            ("3.4.5.1", *(timing_clauses(ctx) if st.turn.phase not in (None, "main") else ())),
        )
        return
    if not characters(ctx, tp):
        # an attacker named: it is not a character the turn player controls either (3.4.5.2)
        yield Reject(
            "キャラクターをコントロールしていないため、戦闘開始宣言はできません"
            + ("（アタックするキャラクターもいない）" if p.get("attacker") else ""),
            "no character is controlled: no battle can be declared"
            + (" (nor a character to attack with)" if p.get("attacker") else ""),
            ("3.4.5.1", *(("3.4.5.2",) if p.get("attacker") else ())),
        )
        return
    if st.vars.get("co.battles_fought") and not any(
        _can_attack(ctx, c) for c in characters(ctx, tp)
    ):
        # a battle after another: 3.4.5.1's first sentence lets any player who controls a
        # character declare one, its second 「戦闘が終了しても、アタックを行うことができる
        # キャラクターをコントロールしている場合は、何度でも」 speaks of a character able to attack —
        # with none (all tapped), the audit's further_battle_needs_attacker, both readings run
        # (the engine's: the first sentence, the declaration allowed)
        needs = yield unsettled.choose(
            tp, "co", "further_battle_needs_attacker", {"any_character": False, "attacker": True}
        )
        if needs:
            yield Reject(
                "戦闘が終了したあと、アタックを行うことができるキャラクターをコントロールしていないため、"
                "あらたに戦闘を行うことはできません",
                "after a battle, no character able to attack is controlled: no further battle",
                ("3.4.5.1",),
            )
            return
    start = yield SetVar(
        key="co.battle",
        value=True,
        clauses=("3.4.5", "3.4.5.1"),
        ja=f"{tp} は戦闘開始宣言を行う",
        en=f"{tp} declares a battle",
    )
    yield SetVar(key="co.battles_fought", value=True)
    yield SetTurn(
        changes={"phase": "main", "step": "battle_start"}, ja="戦闘開始宣言", en="battle start"
    )
    # 「(あなたが)戦闘開始宣言を行ったとき」 (3.4.5.1): what the declaration triggers resolves now
    yield from fire_timing(ctx, "battle_declared", (start,))
    if ctx.state.result is not None:
        return
    yield from _timing(ctx, p.get("after_start"))
    # 3.4.5.2: the attack
    yield SetTurn(changes={"step": "attack"}, ja="アタック宣言", en="attack declaration")
    aref = p.get("attacker")
    attacker = find_card(ctx, aref, tp, ("field",)) if aref else None
    if aref is not None:
        # the action names its attacker: the battle start and its timing (3.4.5.1) are the game
        # reaching the attack the scenario asks for — the attack proper begins here, and its
        # declaration refused (3.4.5.2) refuses the action, though the battle goes on
        yield ActionProper()
        card = ctx.card(attacker) if attacker else None
        if card is None or controller(ctx, attacker) != tp or not is_character(ctx, card):  # type: ignore[arg-type]
            yield Reject(
                f"{aref} は {tp} がコントロールするキャラクターではないため、アタックできません",
                f"{aref} is not a character {tp} controls: it cannot attack",
                ("3.4.5", "3.4.5.2"),
            )
            attacker = None
        elif "no_attack" in view(ctx, card.uid).keywords:
            # 「『X』はアタックを行うことができない」: the card's text over 3.4.5.2 (4.2.9)
            yield Reject(
                f"{card.label} はカードテキストによりアタックを行うことができません",
                f"{card.label}'s text forbids it to attack",
                ("3.4.5.2", "4.2.9"),
                caused_by=tuple(x for x in (ctx.step_of(card.uid),) if x is not None),
            )
            attacker = None
        elif (
            card.orientation == "rest"
            and "tapped_attack" not in view(ctx, card.uid).keywords
            and not _entry_tap_waived(ctx, card)
        ):
            yield Reject(
                f"{card.label} はタップ状態のため、アタックできません",
                f"{card.label} is tapped: it cannot attack",
                ("3.4.5", "3.4.5.2"),
                # what tapped it (a card played enters tapped, 3.4.2): a reason of the refusal
                caused_by=tapped_by(ctx, card.uid),
            )
            attacker = None
        elif card.orientation == "rest" or "untapped_attack" in view(ctx, card.uid).keywords:
            # 「『X』はタップ状態でもアタックを行うことができる」 / 「『X』はアタックを行ってもタップし
            # ない」: the card's text over 3.4.5.2 (4.2.9)
            entry = ("3.4.2",) if _entry_tap_waived(ctx, card) else ()
            decl = yield _declared_by_text(
                card, "attack", (*entry, "3.4.5.2", "4.2.9"), (card.uid,), caused_by=(start,)
            )
            yield SetVar(key="co.attacking", value=card.uid, caused_by=(decl,))
        else:
            # a character whose control the turn player took attacks as its own: 3.4.5.2 asks
            # only whom it is controlled by (4.2.12; the move of control is a reason)
            ctl_cl, ctl_by = control_taken(ctx, card)
            decl = yield Orient(
                uid=card.uid,
                orientation="rest",
                # 3.4.5.2's last words 「該当カード)〔ジャネット・バンロック〕等」 (a list of example
                # cards the KB shows as a cut-off sentence) are read in the census of the KB's
                # flags (ruling/games/text_flags.yaml: settled), said where 3.4.5.2 decides
                clauses=("3.4.5.2", *ctl_cl),
                watch=(card.uid,),
                # an attack is declared in a battle its start declaration began (3.4.5.1: again
                # and again, one at a time, while a character able to attack is controlled)
                caused_by=(start, *ctl_by),
                ja=f"{card.label} でアタック宣言（コストとしてタップする）",
                en=f"{card.label} attacks (tapped as the cost)",
            )
            # the character attacking until the battle ends (3.4.5.5): 「アタックしている
            # キャラクター」
            yield SetVar(key="co.attacking", value=card.uid, caused_by=(decl,))
    # the stays on the field of the characters that attacked and defended (``Card.placed``): one
    # that left the field before the damage exchange deals none, even if it is back on the field
    # by then — played again it is a card put there anew, not the one that attacked (3.4.5.6
    # 「フィールドを離れた場合、ダメージを与えることはできません」, 3.4.2)
    stays: dict[str, int] = {}

    def stayed(uid: str | None) -> bool:
        c = ctx.card(uid) if uid else None
        return c is not None and on_field(ctx, uid) and stays.get(uid, c.placed) == c.placed

    after_attack = list(p.get("after_attack") or [])
    if attacker is not None:
        stays[attacker] = ctx.card(attacker).placed  # type: ignore[union-attr]
        # a play or use 「…がアタックを行った直後にのみ」 (4.3.5: 「通常はカードをプレイできない時に
        # でも」) answering an attack whose 「アタックしたとき」 abilities resolve at its declaration
        # (3.4.5.2, to which 「割り込みできません」): made before they resolve, or in the action
        # timing after (3.4.5.6)? The audit's attack_gate_before_attack_trigger, both run (the
        # engine's: after)
        gated = [a for a in after_attack if _answers_attack(ctx, a)]
        if gated and would_trigger(ctx, "attack", [attacker]):
            first = yield unsettled.choose(
                tp,
                "co",
                "attack_gate_before_attack_trigger",
                {"after_trigger": False, "before_trigger": True},
            )
            if first:
                for act in gated:
                    act = dict(act)
                    verb = act.pop("do")
                    yield Do(verb, act, clauses=("4.3.5", "3.4.5.2"))
                after_attack = [a for a in after_attack if a not in gated]
        yield from fire(ctx, "attack", [attacker], (decl,), {"attacker": attacker})
    if attacker is None:
        yield Mark(
            clauses=("3.4.5.2",),
            ja="アタック宣言は行われない（戦闘の処理は通常通り進む）",
            en="no attack is declared (the battle goes on as usual)",
            # none named is a choice not to attack (a refused one is its own step): it is
            # about what an attack would have changed (``Ctx.kept``) — the untapped characters
            # that could have attacked stay untapped, the opponent's HP stays as it is
            touches=ctx.kept(*(c.uid for c in characters(ctx, tp) if c.orientation != "rest"))
            + (f"var:hp.{opp}",)
            if aref is None
            else (),
        )
    yield from _timing(ctx, after_attack)
    # 3.4.5.3: the defence
    decl = yield SetTurn(
        changes={"step": "defense"}, ja="ディフェンス宣言", en="defence declaration"
    )
    dref = p.get("defender")
    # ``defender: {card: X, allowed: false}``: the declaration by X is asserted to be refused
    # (or, ``allowed: true``, carried out)
    d_allowed: bool | None = None
    if isinstance(dref, dict):
        d_allowed = dref.get("allowed")
        if (
            set(dref) - {"card", "allowed"}
            or "card" not in dref
            or not isinstance(d_allowed, bool | None)
        ):
            raise ScenarioInputError(
                "defender",
                f"defender: {dref!r}: a defence is a card, none, or {{card: X, allowed:"
                " true|false}",
                ja=f"defender: {dref!r}: ディフェンスはカード、none、または {{card: X, allowed:"
                " true|false} で書きます",
            )
        dref = dref["card"]
    refused_by: int | None = None
    if isinstance(dref, list):
        if len(dref) > 1:
            # 3.4.5.3: 「ディフェンスは1体のキャラクターで行います。複数のキャラクターでディフェンスを
            # 行うことはできません」 — that declaration is refused; whether to defend, and with
            # which one, stays the defending player's choice
            yield Reject(
                f"ディフェンスは1体のキャラクターで行います（{'・'.join(map(str, dref))} の複数では"
                "ディフェンスできない）",
                f"a defence is made by one character ({', '.join(map(str, dref))}: not several)",
                ("3.4.5.3",),
            )
            p = {k: v for k, v in p.items() if k != "defender"}
            dref = None
        else:
            dref = dref[0] if dref else "none"
    defender = None
    dstep: int | None = None
    if (
        "defender" not in p
        and attacker is not None
        and on_field(ctx, attacker)
        and controller(ctx, attacker) == tp
    ):
        # not said: whether to defend, and with which untapped character, is the defending
        # player's choice (3.4.5.3), branched on like any other (``defender: none`` says no)
        able = [
            c
            for c in ctx.zone(opp, "field")
            if is_character(ctx, c) and controller(ctx, c.uid) == opp and c.orientation != "rest"
        ]
        able, barred, said = yield from _sort_defenders(ctx, attacker, able)
        dstep = said[-1] if said else dstep
        if able:
            before = ctx.last
            dref = yield Choose(
                opp,
                "defense",
                "ディフェンス宣言を行うか（行うならどのキャラクターで）",
                "whether to declare a defence (and with which character)",
                (
                    Option("none", "ディフェンスしない", "no defence", None),
                    *(card_choice(c) for c in able),
                ),
                ("3.4.5.3",),
            )
            if ctx.last != before:
                # the defending player's choice (none: no defence) decides the damage exchange
                dstep = ctx.last
        elif not barred:
            # no untapped character of the defending player: no defence can be declared (3.4.5.3
            # lets only an untapped character defend), which decides the damage exchange
            tapped = [
                c.uid
                for c in ctx.zone(opp, "field")
                if is_character(ctx, c) and controller(ctx, c.uid) == opp
            ]
            dstep = yield Mark(
                clauses=("3.4.5.3",),
                ja=f"{opp} はアンタップ状態のキャラクターをコントロールしていないため、ディフェンス宣言はできない",
                en=f"{opp} controls no untapped character: no defence can be declared",
                watch=tuple(tapped),
            )
    if dref in ("none", "no", False):
        dref = None
        if (
            attacker is not None
            and on_field(ctx, attacker)
            and controller(ctx, attacker) == tp
            and dstep is None
        ):
            # ``defender: none`` said: the defending player declares no defence — theirs to
            # choose even with an untapped character (3.4.5.3 「…コントロールしていたとしても、
            # ディフェンス宣言を行わなくてかまいません」), and it decides the damage exchange
            untapped = [
                c
                for c in ctx.zone(opp, "field")
                if is_character(ctx, c) and controller(ctx, c.uid) == opp
            ]
            able = [c for c in untapped if c.orientation != "rest"]
            dstep = yield Mark(
                clauses=("3.4.5.3",),
                ja=f"{opp} はディフェンス宣言を行わない"
                + ("（アンタップ状態のキャラクターがいても行わなくてよい）" if able else ""),
                en=f"{opp} declares no defence"
                + (" (it may decline with an untapped character)" if able else ""),
                watch=tuple(c.uid for c in untapped),
            )
    if dref is not None:
        duid = find_card(ctx, dref, opp, ("field",))
        dcard = ctx.card(duid) if duid else None
        attacking = (
            attacker is not None and on_field(ctx, attacker) and controller(ctx, attacker) == tp
        )
        if not attacking:
            dstep = refused_by = yield Reject(
                "攻撃しているキャラクターがいないため、ディフェンス宣言はできません",
                "no character is attacking: no defence can be declared",
                ("3.4.5.3",),
            )
        elif dcard is None or controller(ctx, duid) != opp or not is_character(ctx, dcard):  # type: ignore[arg-type]
            dstep = refused_by = yield Reject(
                f"{dref} は {opp} がコントロールするキャラクターではありません",
                f"{dref} is not a character {opp} controls",
                ("3.4.5.3",),
            )
        elif "no_defend" in view(ctx, dcard.uid).keywords:
            dstep = refused_by = yield Reject(
                f"{dcard.label} はカードテキストによりディフェンスを行うことができません",
                f"{dcard.label}'s text forbids it to defend",
                ("3.4.5.3", "4.2.9"),
            )
        elif attacker is not None and _refuses_to_defend(ctx, dcard.uid, attacker):
            what = _shunned_what(ctx, attacker, _refused_attackers(ctx, dcard.uid))
            dstep = refused_by = yield Reject(
                f"{dcard.label} はテキストにより{what[0]}キャラクターをディフェンスできないため、"
                "アタックしたキャラクターをディフェンスできません",
                f"{dcard.label}'s text says it cannot defend {what[1]} characters: it cannot "
                "defend the attacker",
                ("3.4.5.3", "4.2.9", "4.3.8"),
            )
        elif attacker is not None and _shunned(ctx, dcard.uid, _shunned_genders(ctx, attacker)):
            what = _shunned_what(ctx, dcard.uid, _shunned_genders(ctx, attacker))
            dstep = refused_by = yield Reject(
                f"アタックしたキャラクターはテキストにより{what[0]}キャラクターにディフェンスされないため、"
                f"{dcard.label} はディフェンスできません",
                f"the attacker's text says it is not defended by {what[1]} characters: "
                f"{dcard.label} cannot defend",
                ("3.4.5.3", "4.2.9", "4.3.8"),
            )
        elif dcard.orientation == "rest" and "tapped_defend" not in view(ctx, dcard.uid).keywords:
            dstep = refused_by = yield Reject(
                f"{dcard.label} はタップ状態のため、ディフェンスできません",
                f"{dcard.label} is tapped: it cannot defend",
                ("3.4.5.3",),
                caused_by=tapped_by(ctx, dcard.uid),
            )
        else:
            need = view(ctx, attacker).keywords & {"flying", "diving"}  # type: ignore[arg-type]
            dv = view(ctx, dcard.uid)
            for ja, en in dv.notes if need else ():
                yield Warn("rules_order", ja, en, ("4.3.8",))
            missing = yield from _lacking(ctx, need, dcard.uid)
            if missing:
                names = "と".join(f"「{KW_JA[k]}」" for k in sorted(need))
                dstep = refused_by = yield Reject(
                    f"アタックしたキャラクターが{names}を持つため、同じ特殊能力を持たない {dcard.label} はディフェンスできません",
                    f"the attacker has {', '.join(sorted(need))}: {dcard.label}, without the same, cannot defend",
                    ("3.4.5.7",) + (("4.3.8",) if dv.lost_abilities else ()),
                    caused_by=tuple(
                        x
                        for x in (ctx.step_of(attacker), *[ctx.step_of(s) for s in dv.sources])
                        if x is not None
                    ),  # type: ignore[arg-type]
                )
            else:
                # the table of 3.4.5.7 is read for every defence: an attacker with neither
                # ability puts no limit on its defenders (「「飛行」と「潜水」なし 制限なし」)
                extra = ("3.4.5.7",)
                gained = any(k.startswith("defend_") for k in dv.keywords) and need - dv.keywords
                if dcard.orientation == "rest" or "untapped_defend" in dv.keywords:
                    # 「『X』はタップ状態でもディフェンスを行うことができる」 / 「『X』はディフェン
                    # スを行ってもタップしない」: the card's text over 3.4.5.3 (4.2.9)
                    dstep = yield _declared_by_text(
                        dcard,
                        "defend",
                        ("3.4.5.3", *extra, "4.2.9") + (("4.3.8",) if gained else ()),
                        (dcard.uid, *dv.sources),
                    )
                else:
                    dstep = yield Orient(
                        uid=dcard.uid,
                        orientation="rest",
                        # a text letting it defend what 3.4.5.7 would not: the card's text
                        # over the basic rules (4.2.9)
                        clauses=("3.4.5.3", *extra) + (("4.3.8", "4.2.9") if gained else ()),
                        ja=f"{dcard.label} でディフェンス宣言（コストとしてタップする）",
                        en=f"{dcard.label} defends (tapped as the cost)",
                        watch=tuple(dv.sources) if gained else (),
                    )
                defender = dcard.uid
                stays[defender] = dcard.placed
                # the character that defended, until the battle ends (3.4.5.5): 「対象のディフェンス
                # したキャラクター」
                yield SetVar(key="co.defending", value=dcard.uid, caused_by=(dstep,))
                # the attacker's 「ディフェンスされたとき」 and the defender's 「ディフェンスしたとき」
                # trigger at the same declaration: resolved in the turn player's order (4.3.6)
                yield from fire_together(
                    ctx,
                    [("defended", [attacker]), ("defend", [defender])],  # type: ignore[list-item]
                    (dstep,),
                    {"defender": defender, "attacker": attacker},  # type: ignore[dict-item]
                )
    if (
        refused_by is not None
        and defender is None
        and attacker is not None
        and on_field(ctx, attacker)
        and controller(ctx, attacker) == tp
    ):
        # a refused declaration leaves the attack undefended: that rests on the refusal and,
        # where no other character of the defending player could have defended either (3.4.5.3
        # only an untapped one; the card text over it, 4.2.9; 3.4.5.7's table for 飛行 / 潜水),
        # on what bars each of them — then no defence could be declared at all
        refused_uid = find_card(ctx, dref, opp, ("field",)) if dref is not None else None
        mine = [
            c
            for c in ctx.zone(opp, "field")
            if is_character(ctx, c) and controller(ctx, c.uid) == opp and c.uid != refused_uid
        ]
        tapped = [c for c in mine if c.orientation == "rest"]
        untapped = [c for c in mine if c.orientation != "rest"]
        others, _barred, said = yield from _sort_defenders(ctx, attacker, untapped)
        if not others:
            dstep = yield Mark(
                clauses=("3.4.5.3",),
                ja=f"{opp} にはほかにディフェンスを行うことができるキャラクターがいない: "
                "ディフェンス宣言は行えず、アタックはディフェンスされない",
                en=f"{opp} has no other character that can defend: no defence can be declared, "
                "the attack is not defended",
                caused_by=(refused_by, *said),
                watch=tuple(c.uid for c in tapped),
            )
    if d_allowed is not None and decl is not None:
        ctx.expect_allowed(decl, d_allowed, refused_by)
    dcause = (dstep,) if dstep is not None else ()
    yield from _timing(ctx, p.get("after_defense"))
    if attacker is not None and defender is not None and on_field(ctx, defender):
        # 3.4.5.7 limits who 「ディフェンスを行うことができる」: an attacker that gained 飛行 / 潜水
        # the defender lacks after the declaration (or a defender that lost it) — whether the
        # limit is read again the text does not say (the audit's defence_limit_after_declaration)
        # — both run: read again, the defence no longer stands and the attack goes on as one
        # not defended (3.4.5.4, the only exchange the rules give an attack with no defender)
        need = view(ctx, attacker).keywords & {"flying", "diving"}  # type: ignore[arg-type]
        if (yield from _lacking(ctx, need, defender)):
            again = yield unsettled.choose(
                tp,
                "co",
                "defence_limit_after_declaration",
                {"declaration_only": False, "read_again": True},
            )
            if again:
                dstep = yield Mark(
                    clauses=("3.4.5.7", "3.4.5.4"),
                    ja=f"{ctx.card(defender).label if ctx.card(defender) else defender} はもう"  # type: ignore[union-attr]
                    "ディフェンスを行うことができるキャラクターではないため、ディフェンスは成り立たず、"
                    "アタックはディフェンスされなかったものとして続く",
                    en="the defender can no longer defend this attacker: the defence no longer "
                    "stands, and the attack goes on as one not defended",
                    watch=(attacker, defender),
                    touches=(defender, f"var:hp.{opp}"),
                )
                dcause = (dstep,)
                defender = None
    # 「…アタックしたとき、ディフェンスされなかった場合、…」 waiting for the declaration's end
    yield from undefended_after_defence(ctx, defender, dcause)
    if attacker is not None and stayed(attacker):
        yield from undefended_event(ctx, attacker, defender, dcause)
    # 3.4.5.4: the damage exchange
    yield SetTurn(changes={"step": "damage"}, ja="ダメージの応酬", en="damage exchange")
    if attacker is not None:
        gone = not stayed(attacker) or controller(ctx, attacker) != tp
        if gone:
            yield Mark(
                clauses=("3.4.5.6",),
                ja=f"アタックしたキャラクター（{ctx.card(attacker).label if ctx.card(attacker) else attacker}）はダメージの応酬の前にフィールドを離れたかコントロール権が移ったため、ダメージを与えられない",  # type: ignore[union-attr]
                en="the attacker left the field or changed control before the damage exchange: it deals no damage",
                watch=(attacker,),
                touches=(f"var:hp.{opp}",),
            )
        elif defender is None and (oa := _ap(ctx, attacker)) and pv(ctx, "hp", opp) is not None:
            # an AP not given is not read as 0: whether it brings the HP to 0 is branched on
            av = view(ctx, attacker)
            ac = ctx.card(attacker)
            hp = pv(ctx, "hp", opp)
            ohp = Operand(int(hp), f"{opp} のHP", f"{opp}'s HP")
            sign = yield from compare(ctx, oa, ohp, lambda s: s >= 0, ("3.4.5.4", "4.1.2#li1"))
            if sign < 0:
                yield Warn(
                    "assumption",
                    f"{ac.label} のAPがシナリオに書かれていないため、{opp} のHPの減る量は不明です（0にはならない方の分岐: HPは元の値のまま示します）",  # type: ignore[union-attr]
                    f"{ac.label}'s AP is not given: how much {opp}'s HP falls is unknown (the branch where it stays above 0: the HP is shown unchanged)",  # type: ignore[union-attr]
                    ("3.4.5.4",),
                    key="not_given_unknown",
                )
                yield Mark(
                    clauses=("3.4.5.4", *av.clauses),
                    ja=f"{ac.label}（AP?）はディフェンスされなかったため、{opp} にAP分のダメージを与える（HPは0にならない）",  # type: ignore[union-attr]
                    en=f"the attacker (AP ?) was not defended: it deals its AP in damage to {opp} (the HP stays above 0)",
                    watch=(attacker, *av.sources),
                    caused_by=dcause,
                )
            else:
                m = yield Mark(
                    clauses=("3.4.5.4", *av.clauses),
                    ja=f"{ac.label}（AP?）はディフェンスされなかったため、{opp} にAP分のダメージを与える（HP{hp}以上）",  # type: ignore[union-attr]
                    en=f"the attacker (AP ?) was not defended: it deals its AP in damage to {opp} (at least the HP {hp})",
                    watch=(attacker, *av.sources),
                    caused_by=dcause,
                )
                yield from change_hp(ctx, opp, -int(hp), ("3.4.5.4",), "戦闘ダメージ", (m,))
                yield from _dealt(ctx, attacker, (m,))
        elif defender is None:
            av = view(ctx, attacker)
            amount = av.ap
            if amount < 0:
                # 3.4.5.4 deals 「AP分のダメージ」 and no clause says what a negative AP deals
                # (co has no 0-floor for values): a reading, the engine's first
                zero = yield Choose(
                    opp,
                    "reading",
                    f"3.4.5.4 の読み方: AP{av.ap}の「AP分のダメージ」は0点か（負のダメージはない）、"
                    "APの値のままか（HPが増える）。基本ルールは負のAPやダメージの扱いを定めていない",
                    f"the reading of 3.4.5.4: is 「AP分のダメージ」 with an AP of {av.ap} no damage "
                    "(no negative damage) or the AP as it is (the HP rises)? The basic rules say "
                    "nothing of a negative AP or damage",
                    (
                        Option("zero", "0点のダメージ", "0 damage", True),
                        Option("negative", "APの値のまま（HPが増える）", "the AP as it is", False),
                    ),
                    ("3.4.5.4", "4.3.8"),
                    reading=True,
                )
                amount = 0 if zero else av.ap
            m = yield Mark(
                clauses=("3.4.5.4", *av.clauses),
                ja=f"{ctx.card(attacker).label}（AP{av.ap}）はディフェンスされなかったため、{opp} にAP分のダメージを与える"  # type: ignore[union-attr]
                + ("（0点: HPは変わらない）" if amount == 0 else ""),
                en=f"the attacker (AP {av.ap}) was not defended: it deals its AP in damage to {opp}"
                + (" (0: the HP stays)" if amount == 0 else ""),
                watch=(attacker, *av.sources),
                caused_by=dcause,
                touches=(f"var:hp.{opp}",) if amount == 0 else (),
            )
            cut: tuple[int, ...] = ()
            to_player = (p.get("reduce") or {}).get(opp)
            if amount > 0 and to_player:
                amount, cut = yield from reduce_to_player(ctx, opp, amount, list(to_player))
            if amount:
                yield from change_hp(ctx, opp, -amount, ("3.4.5.4",), "戦闘ダメージ", (m, *cut))
                if amount > 0:
                    yield from _dealt(ctx, attacker, (m, *cut))
            if amount == 0 and av.ap == 0 and not cut:
                # an AP of 0, not reduced: a 0 dealt, which 4.3.10 does not settle
                yield from zero_damage(ctx, attacker, opp, "player", (m,))
            elif amount <= 0:
                yield from _none_dealt(ctx, attacker, opp, (m, *cut))
        elif not stayed(defender) or controller(ctx, defender) != opp:
            # the exchange (3.4.5.4) is not made: 3.4.5.6 — the defence stands, and a change of
            # control in the battle is treated as leaving the field (its last sentence; the move
            # of control a reason, 4.2.12)
            _, moved_by = (
                control_taken(ctx, ctx.card(defender)) if on_field(ctx, defender) else ((), ())
            )  # type: ignore[arg-type]
            yield Mark(
                clauses=("3.4.5.4", "3.4.5.6"),
                ja="ディフェンスしたキャラクターはフィールドを離れた（またはコントロール権が移った）が、ディフェンスは成立したままなので、ダメージの応酬は行われず、プレイヤーにダメージは与えられない",
                en="the defender left the field (or changed control) but the defence stands: no "
                "damage exchange, no damage to the player",
                watch=(defender,),
                caused_by=(*dcause, *moved_by),
                touches=(f"var:hp.{opp}",),
            )
        else:
            av, dv = view(ctx, attacker), view(ctx, defender)
            for uid, v in ((attacker, av), (defender, dv)):
                said = taken_as(ctx, uid, "ap", v.ap, "AP", "AP", ("3.4.5.4",))
                if said is not None:
                    yield said
            ex = yield SetVar(
                key="co.dealing",
                value=True,
                clauses=("3.4.5.4", *av.clauses, *dv.clauses),
                ja=f"ダメージの応酬: お互いが同時に自分のAPの値分のダメージを与える（{av.ap} と {dv.ap}）",
                en=f"damage exchange: both deal their AP at once ({av.ap} and {dv.ap})",
                watch=(attacker, defender, *av.sources, *dv.sources),
            )
            # 4.3.10.2: a reduction of the damage a battling character takes, in the reduction
            # window of that damage (``reduce: {character: [actions]}``)
            cuts = {
                find_card(ctx, k, None, ("field",)): list(v or [])
                for k, v in (p.get("reduce") or {}).items()
                if k not in ctx.state.players
            }
            windows: dict[str, list[dict[str, Any]]] = {}
            for k, acts in after.items() if isinstance(after, dict) else ():
                uid = find_card(ctx, k, None, ("field",))
                if uid not in (attacker, defender):
                    raise ScenarioInputError(
                        "after_damage",
                        f"after_damage: {k!r} is not a character of this battle (the attacker "
                        "or the defender): the window right after the damage (4.3.10.4) is keyed "
                        "by the battling character damaged; a list is the timing after the "
                        "damage step (3.4.5.6)",
                        ja=f"after_damage: {k!r} はこの戦闘のキャラクター（アタックまたはディフェンス"
                        "したキャラクター）ではない: ダメージを与えた直後のタイミング（4.3.10.4）は"
                        "ダメージを受けた戦闘中のキャラクターをキーにする。リストは戦闘のダメージ"
                        "のあとのタイミング（3.4.5.6）",
                    )
                windows[uid] = list(acts or [])
            for k in cuts:
                if k not in (attacker, defender):
                    yield Warn(
                        "assumption",
                        f"reduce の {label(ctx, k) if k else '?'} は戦闘中のキャラクターではない: その軽減は行われない",
                        f"reduce names {k}, no battling character: no reduction is made for it",
                        ("4.3.10.2",),
                        key="reduce_target_missing",
                    )
            for dealer, taker, v in ((attacker, defender, av), (defender, attacker, dv)):
                if v.ap == 0:
                    # an AP of 0: 「自分のAPの値分を…ダメージを与え」 deals 0, which no clause
                    # says is or is not damage dealt (4.3.10 speaks of a damage reduced to 0)
                    yield from zero_damage(ctx, dealer, taker, "character", (ex,))
            if av.ap > 0:
                yield from deal_to_character(
                    ctx,
                    defender,
                    av.ap,
                    ctx.card(attacker).label,
                    None,
                    cuts.get(defender, []),
                    ("3.4.5.4",),
                    _bounce(ctx, attacker),
                    (ex,),
                    by=attacker,
                )  # type: ignore[union-attr]
            if dv.ap > 0:
                yield from deal_to_character(
                    ctx,
                    attacker,
                    dv.ap,
                    ctx.card(defender).label,
                    None,
                    cuts.get(attacker, []),
                    ("3.4.5.4",),
                    _bounce(ctx, defender),
                    (ex,),
                    by=defender,
                )  # type: ignore[union-attr]
            # 4.3.10's 【ダメージを与えた直後】 of the exchange's damage, per character damaged
            # (``after_damage: {character: [actions]}``): both damages are dealt at once, so each
            # window comes after both, before the crash is judged (4.3.10.4, 4.3.11)
            for uid, acts in windows.items():
                if uid in (attacker, defender) and on_field(ctx, uid):
                    yield from after_damage_window(ctx, uid, acts)
            from ruling.games._co.triggers import end_dealing

            yield from end_dealing(
                ctx, ("3.4.5.4",), "ダメージの応酬が終わる", "the damage exchange is over"
            )
    # a list: the timing after the damage step (3.4.5.6), once the crashes are done
    yield from _timing(ctx, after if isinstance(after, list) else None)
    if st.result is None:
        from ruling.games._co.turn import effects_or_abilities_first

        ends = yield SetVar(
            key="co.battle", value=None, clauses=("3.4.5.5",), ja="戦闘終了", en="battle ends"
        )
        yield SetTurn(changes={"step": "battle_end"})
        for key in ("co.attacking", "co.defending"):
            if st.vars.get(key):
                yield SetVar(key=key, value=None)
        if attacker is None and _waits_for_battle_end(ctx):
            # no attack was declared: 3.4.5.2 goes on with the battle 「通常通り」 to its end
            # (3.4.5.5), while 3.4.5 calls a battle the span from an attack declaration to its
            # damage — whether 「戦闘終了時」 comes the text does not settle (co
            # battle_without_attack_end, both run where an ability waits for it)
            reached = yield unsettled.choose(
                tp, "co", "battle_without_attack_end", {"reaches_end": True, "no_battle": False}
            )
            if not reached:
                yield SetTurn(
                    changes={"step": None}, ja="メインフェイズに戻る", en="back to the main phase"
                )
                return
        # 3.4.5.5: the 「戦闘終了時」 abilities and the end of the effects lasting until then,
        # 「原則として同時に」: which first the text does not say (battle_end_effects_or_abilities_first)
        abilities_first = yield from effects_or_abilities_first(
            ctx, "battle", "battle_end", "battle_end_effects_or_abilities_first"
        )
        if abilities_first:
            yield from fire_timing(ctx, "battle_end", (ends,))
            if st.result is not None:
                return
        if any(e.until == "battle" for e in st.effects):
            # 3.4.5.5: 「「戦闘終了時」に…効果や特殊能力が終了する場合はここで処理します。原則と
            # して同時に解決を行います」
            yield EndEffects(
                until="battle",
                clauses=("3.4.5.5",),
                ja="「戦闘終了時まで」の効果がすべて同時に終了する",
                en="every effect lasting until the end of the battle ends, all at once",
                touches=tuple(f"{pl}.field" for pl in st.players),
            )
        if not abilities_first:
            # 3.4.5.5: 「「戦闘終了時」に効果や特殊能力が発揮…する場合はここで処理します」
            yield from fire_timing(ctx, "battle_end", (ends,))
            if st.result is not None:
                return
        yield SetTurn(
            changes={"step": None}, ja="メインフェイズに戻る", en="back to the main phase"
        )


def _waits_for_battle_end(ctx: Ctx) -> bool:
    """Whether a card on the field has an ability of 「戦闘終了時に」 (its abilities not lost)."""
    return any(
        not view(ctx, c.uid).lost_abilities
        and any(p.kind == "auto" and p.on == "battle_end" for p in programs(c))
        for c in field_cards(ctx)
    )


def _ap(ctx: Ctx, uid: str) -> Operand | None:
    """The attacker's AP as an operand when the scenario does not give it (else None)."""
    card = ctx.card(uid)
    o = Operand(view(ctx, uid).ap, f"{card.label} のAP", f"{card.label}'s AP", uid, "ap")  # type: ignore[union-attr]
    return o if is_unknown(ctx, o) else None


def _shunned(ctx: Ctx, uid: str, shunned: set[str]) -> bool:
    """Whether the character ``uid`` is one the attacker's 「…にディフェンスされない」 names (as in
    force, 4.3.8): any character (``*``), one of a gender, one in a state (``state:rest`` /
    ``state:stand``, 3.4.5.3), one with a keyword (``kw:<id>``) or without it (``nokw:<id>``)."""
    return bool(_shunned_what(ctx, uid, shunned)[1])


def _shunned_what(ctx: Ctx, uid: str, shunned: set[str]) -> tuple[str, str]:
    """How the attacker's text names the character ``uid`` it is not defended by (ja, en), or
    ("", "") when it does not."""
    if "*" in shunned:
        return "", "any"
    gender = view(ctx, uid).gender
    if gender in shunned:
        return gender, str(gender)
    card = ctx.card(uid)
    for k in sorted(shunned):
        if (
            k.startswith("state:")
            and card is not None
            and (card.orientation == "rest") == (k[6:] == "rest")
        ):
            # 「タップ状態の / アンタップ状態のキャラクターに」: its state at the declaration
            return _STATE_JA[k[6:]], _STATE_EN[k[6:]]
        if k.startswith("kw:") and has_keyword(ctx, uid, k[3:]):
            name = {"flying": "飛行", "diving": "潜水"}.get(k[3:], k[3:])
            return f"「{name}」を持つ", f"{k[3:]}"
        if k.startswith("nokw:") and not has_keyword(ctx, uid, k[5:]):
            name = {"flying": "飛行", "diving": "潜水"}.get(k[5:], k[5:])
            return f"「{name}」を持たない", f"without {k[5:]}"
    return "", ""


def _refused_attackers(ctx: Ctx, uid: str) -> set[str]:
    """How the character ``uid``'s text names the attackers it may not defend (「『X』は「飛行」の
    特殊能力を持つキャラクターをディフェンスできない」, keyword ``no_defend_vs:<desc>`` as in force,
    4.3.8; the descriptions of ``_shunned``)."""
    return {
        k.removeprefix("no_defend_vs:")
        for k in view(ctx, uid).keywords
        if k.startswith("no_defend_vs:")
    }


def _refuses_to_defend(ctx: Ctx, uid: str, attacker: str | None) -> bool:
    """Whether ``uid``'s text forbids it to defend the attacker (the card's text over 3.4.5.3,
    4.2.9): the attacker is a character its ``no_defend_vs`` keywords describe, as it is now."""
    refused = _refused_attackers(ctx, uid)
    return attacker is not None and bool(refused) and _shunned(ctx, attacker, refused)


_STATE_JA = {"rest": "タップ状態の", "stand": "アンタップ状態の"}
_STATE_EN = {"rest": "tapped", "stand": "untapped"}


def _shunned_genders(ctx: Ctx, attacker: str | None) -> set[str]:
    """The genders the attacker's text says may not defend it (「…キャラクターにディフェンスされ
    ない」, keyword ``undefended_by:<gender>`` as in force, 4.3.8)."""
    if attacker is None:
        return set()
    return {
        k.removeprefix("undefended_by:")
        for k in view(ctx, attacker).keywords
        if k.startswith("undefended_by:")
    }


_PERMIT_READ = "co.reading.defend_permission_both"


def _lacking(ctx: Ctx, need: set[str], uid: str) -> Generator[Any, Any, set[str]]:
    """What of 3.4.5.7's row the character ``uid`` lacks to defend an attacker holding ``need``.
    A permission for one of them (〔GUN〕's 『「飛行」の特殊能力を持つキャラクターをディフェンスしても
    よい』, 4−3−8) against an attacker holding both 「飛行」 and 「潜水」: the row asks for both, the
    permission names a character the attacker is — run under both readings (unsettled
    ``defend_permission_both``: the table's other half still bars, the engine's; or the card's
    text covers the attacker, 4−2−9), read once for the ruling."""
    missing = need - _defends_with(ctx, uid)
    kws = view(ctx, uid).keywords
    permitted = {k.removeprefix("defend_") for k in kws if k.startswith("defend_")} & need
    if not missing or not permitted:
        return missing
    covers = ctx.state.vars.get(_PERMIT_READ)
    if covers is None:
        covers = yield unsettled.choose(
            controller(ctx, uid) or ctx.state.turn.player,
            "co",
            "defend_permission_both",
            {"table": False, "covers": True},
        )
        yield SetVar(key=_PERMIT_READ, value=bool(covers))
    if covers:
        yield Mark(
            clauses=("3.4.5.7", "4.2.9", "4.3.8"),
            ja="ディフェンスしてもよいとするテキストはアタックしたキャラクターを指す: 基本ルールより優先して"
            "ディフェンスできる",
            en="the text letting it defend names the attacker: it may defend, the card's text over "
            "the basic rules",
            touches=(uid,),
        )
        return set()
    return missing


def _defends_with(ctx: Ctx, uid: str) -> set[str]:
    """The keywords of 3.4.5.7 a character counts as having when it defends: its own, and those
    of the attackers it may defend though it lacks them (「「飛行」の特殊能力を持つキャラクターを
    ディフェンスしてもよい」, ``defend_<keyword>``)."""
    kws = view(ctx, uid).keywords
    return set(kws) | {k.removeprefix("defend_") for k in kws if k.startswith("defend_")}


def _none_dealt(ctx: Ctx, attacker: str, opp: str, cause: tuple[int, ...]) -> Proc:
    """A damage of 0 to the player (an AP of 0 or less, or reduced to 0): no damage counts as
    dealt, and its 「ダメージを与えたとき」 abilities do not trigger (4.3.10: 「ダメージが0になった
    場合、ダメージを与えたとは扱わなくなります。よって、ダメージを与えたときに誘発する効果・特殊
    能力は誘発しません」) — the clause read to conclude nothing triggers."""
    c = ctx.card(attacker)
    yield Mark(
        clauses=("4.3.10", "4.3.10.3"),
        ja=f"{opp} へのダメージは0点: ダメージを与えたとは扱わず、"
        f"{c.label if c else attacker} の「ダメージを与えたとき」は誘発しない",
        en=f"the damage to {opp} is 0: no damage counts as dealt, and "
        f"{c.label if c else attacker}'s 「when it deals damage」 does not trigger",
        caused_by=cause,
        touches=(attacker, f"var:hp.{opp}"),
    )


def zero_damage(ctx: Ctx, dealer: str, taker: str, to: str, cause: tuple[int, ...]) -> Proc:
    """A damage of 0 dealt by ``dealer`` (an AP of 0 in a battle, 3.4.5.4) to ``taker`` (a
    character, or a player: ``to``), not reduced to 0. 4.3.10 says only of a damage 「軽減して
    …0になった」 that it is not dealt and triggers no 「ダメージを与えたとき」; of a 0 that was
    never more, no clause speaks (unsettled ``zero_damage_dealt``). Where an ability would
    trigger on it (the dealer's 「ダメージを与えたとき」, the character's 「ダメージを受けたとき」)
    both readings are run — no damage dealt, as a reduction to 0 (the engine's), or a 0 dealt,
    which triggers them; otherwise the reduced case's reading is stated (``_none_dealt``)."""
    from ruling.games._co.triggers import _triggered

    waiting = _triggered(ctx, "dealt", [dealer], {}, to) or (
        to == "character" and _triggered(ctx, "damaged", [taker], {})
    )
    if not waiting:
        if to == "player":
            yield from _none_dealt(ctx, dealer, taker, cause)
        return
    dealt = yield unsettled.choose(
        controller(ctx, dealer) or ctx.state.turn.player,
        "co",
        "zero_damage_dealt",
        {"no_damage": False, "dealt": True},
    )
    c, t = ctx.card(dealer), ctx.card(taker)
    dname = c.label if c else dealer
    tname = t.label if t else taker
    if not dealt:
        yield Mark(
            clauses=("4.3.10", "3.4.5.4"),
            ja=f"{dname} が {tname} に与えるダメージは0点: ダメージを与えたとは扱わず、「ダメージを"
            "与えたとき」「ダメージを受けたとき」は誘発しない",
            en=f"{dname} deals 0 damage to {tname}: no damage counts as dealt, and nothing "
            "triggered by damage dealt or taken triggers",
            caused_by=cause,
            touches=(dealer, taker if to == "character" else f"var:hp.{taker}"),
        )
        return
    m = yield Mark(
        clauses=("3.4.5.4", "4.3.10"),
        ja=f"{dname} は {tname} に0点のダメージを与える（APの値分のダメージ）",
        en=f"{dname} deals 0 damage to {tname} (its AP in damage)",
        caused_by=cause,
        touches=(dealer, taker if to == "character" else f"var:hp.{taker}"),
    )
    if ctx.state.result is None:
        # the dealer's and the character's abilities trigger at once (4.3.6)
        events: list[tuple[str, list[str]]] = [("dealt", [dealer])]
        if to == "character":
            events.append(("damaged", [taker]))
        yield from fire_together(ctx, events, (m,), None, to)  # type: ignore[arg-type]


def _dealt(ctx: Ctx, attacker: str, cause: tuple[int, ...]) -> Proc:
    """An undefended attacker dealt its AP (more than 0) to the opponent (3.4.5.4): its
    「ダメージを与えたとき」 abilities trigger (4.3.10), unless the game is over."""
    if ctx.state.result is None:
        yield from fire(ctx, "dealt", [attacker], cause, to="player")


def _sort_defenders(
    ctx: Ctx, attacker: str, able: list[Card]
) -> Generator[Any, Any, tuple[list[Card], list[Card], list[int]]]:
    """The untapped characters ``able`` of the defending player sorted for the attacker: those
    the card text forbids to defend (3.4.5.3 over which the text comes, 4.2.9) and those
    3.4.5.7's table leaves out (飛行 / 潜水), each said by a step; returns those left able,
    those barred, and the steps that said so."""
    said: list[int] = []
    # 「『X』はディフェンスを行うことができない」: the card's text over 3.4.5.3 (4.2.9); 「『Y』は
    # 男性キャラクターにディフェンスされない」 on the attacker: no character of that gender
    shunned = _shunned_genders(ctx, attacker)
    barred = [
        c
        for c in able
        if "no_defend" in view(ctx, c.uid).keywords
        or _shunned(ctx, c.uid, shunned)
        or _refuses_to_defend(ctx, c.uid, attacker)
    ]
    for c in barred:
        m = yield Mark(
            clauses=("3.4.5.3", "4.2.9"),
            ja=f"{c.label} はカードテキストによりディフェンスを行うことができない（基本ルールより"
            "カードテキストが優先される）",
            en=f"{c.label}'s text forbids it to defend (card text over the basic rules)",
            watch=(c.uid,),
            touches=(c.uid,),
        )
        said.append(m)
    able = [c for c in able if c not in barred]
    # 3.4.5.7: an attacker with 飛行 / 潜水 may be defended only by a character with the same
    # (or one allowed to defend it): the others are no option of the choice
    av = view(ctx, attacker)
    need = av.keywords & {"flying", "diving"}
    unfit = []
    for c in able:
        if (yield from _lacking(ctx, need, c.uid)):
            unfit.append(c)
    for c in unfit:
        names = "と".join(f"「{KW_JA[k]}」" for k in sorted(need))
        dv = view(ctx, c.uid)
        m = yield Mark(
            clauses=("3.4.5.7",) + (("4.3.8",) if dv.lost_abilities else ()),
            ja=f"アタックしたキャラクターが{names}を持つため、同じ特殊能力を持たない {c.label} はディフェンスできない",
            en=f"the attacker has {', '.join(sorted(need))}: {c.label}, without the same, cannot defend",
            caused_by=tuple(
                x
                for x in (
                    ctx.step_of(attacker),
                    *[ctx.step_of(s) for s in (*av.sources, *dv.sources)],
                )
                if x is not None
            ),
            watch=(c.uid,),
            touches=(c.uid,),
        )
        said.append(m)
    able = [c for c in able if c not in unfit]
    return able, barred + unfit, said


def _answers_attack(ctx: Ctx, act: dict[str, Any]) -> bool:
    """Whether the action ``act`` (a play from the hand, a use of a card's ability on the field)
    is of a card printed 「…がアタックを行った直後にのみ…してもよい」 (4.3.5)."""
    verb, ref = act.get("do"), act.get("card")
    if verb not in ("play", "activate") or not ref:
        return False
    uid = find_card(ctx, ref, None, ("hand",) if verb == "play" else ("field",))
    card = ctx.card(uid) if uid else None
    return card is not None and any(
        str(getattr(pr, "only_after", "") or "").startswith("battle:attack")
        for pr in programs(card)
    )
