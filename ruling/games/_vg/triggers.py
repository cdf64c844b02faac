"""Trigger abilities (11.10): the icon of a card put into the trigger zone by a drive check
(10.6.1.2.4) or a damage check (13.6.4) is played sub-ability by sub-ability (11.10.3)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.core import Ctx
from ruling.games._vg.common import (
    FRONT,
    Proc,
    card_option,
    field_units,
    label,
)
from ruling.rules import KEPT, AddEffect, Choose, Do, Mark, Move, SetVar, Warn
from ruling.state import Card

ICONS: dict[str, tuple[str, ...]] = {
    "critical": ("クリティカル", "☆", "crit", "CRITICAL"),
    "draw": ("ドロー", "引", "DRAW"),
    "stand": ("スタンド", "STAND"),
    "heal": ("ヒール", "治", "HEAL"),
    "front": ("フロント", "前", "FRONT"),
    "over": ("オーバー", "超", "OVER"),
}
ICON_CLAUSES = {
    "critical": ("11.10.2.2",),
    "draw": ("11.10.2.3",),
    "stand": ("11.10.2.5",),
    "heal": ("11.10.2.6",),
    "front": ("11.10.2.8",),
    "over": ("11.10.2.9",),
}


def icons_of(card: Card) -> tuple[str, ...]:
    """The trigger icons a card has (2.8.1): those the scenario gives, and those its text prints
    on a line of their own (【前】（トリガーで出たら、…）, ``Program.icons`` ``trigger:<icon>``)."""
    printed = (
        i[len("trigger:") :]
        for ab in (abilities_of("vg", card) if card.text else ())
        if ab.program is not None and ab.program.kind == "keyword"
        for i in ab.program.icons
        if i.startswith("trigger:")
    )
    return tuple(dict.fromkeys((*card.triggers, *printed)))


def trigger_power(ctx: Ctx, uid: str) -> Proc:
    """11.10.5: the value printed under the icon (+10000 when the scenario does not say)."""
    c = ctx.card(uid)
    v = c.extra.get("trigger_power") if c else None
    if v is None and c is not None and c.text:
        # printed in its text with the icon (「【☆】クリティカルトリガー＋10000」,
        # ``cardtext._trigger_icon_line``)
        v = next(
            (
                dict(ab.program.params)["trigger_power"]
                for ab in abilities_of("vg", c)
                if ab.program is not None
                and ab.program.kind == "keyword"
                and "trigger_power" in dict(ab.program.params)
            ),
            None,
        )
    if v is None:
        yield Warn(
            "assumption",
            f"{label(ctx, uid)} のトリガーアイコン下部の値が書かれていないため +10000 として扱いました",
            f"the value under {label(ctx, uid)}'s trigger icon is not given: +10000 was used",
            ("11.10.5",),
            key="not_given_taken_as",
        )
        return 10000
    return int(v)


def choose_unit(ctx: Ctx, player: str, kind: str, ja: str, en: str, cl: tuple[str, ...]) -> Proc:
    units = [u for _c, u in field_units(ctx, player)]
    if not units:
        yield Mark(
            clauses=cl + ctx.principle("impossible"),
            ja=f"{player} にはユニットがいないため選べません",
            en=f"{player} has no unit to choose",
        )
        return None
    uid = yield Choose(
        player,
        kind,
        ja,
        en,
        tuple(card_option(u, ctx=ctx) for u in units),
        cl,
        also=("choose",),  # 11.10.5 「あなたのユニットを1枚選び」: `at: trigger_…` or `at: choose`
    )
    return uid


def power_up(ctx: Ctx, player: str, uid: str, cl: tuple[str, ...]) -> Proc:
    amount = yield from trigger_power(ctx, uid)
    target = yield from choose_unit(
        ctx,
        player,
        "trigger_power",
        f"トリガーのパワー+{amount}を与える自分のユニット",
        f"your unit to get the trigger's power +{amount}",
        cl + ("11.10.5",),
    )
    if target is None:
        return
    yield AddEffect(
        target=target,
        stat="power",
        value=amount,
        until="turn",
        clauses=cl + ("11.10.5", "11.10.4", "11.3.1.2"),  # 「そのターン中」: a continuous effect
        source="trigger",
        ja=f"トリガー効果: {label(ctx, target)} のパワー+{amount}（そのターン中）",
        en=f"trigger effect: {label(ctx, target)} gets power +{amount} this turn",
    )


def play_trigger(ctx: Ctx, player: str, uid: str, check: str) -> Proc:
    """11.10.3 for the card ``uid`` in ``player``'s trigger zone; ``check`` is "drive" or
    "damage". Sub-abilities are played in the order the icon lists them (11.10.3.1 lets the
    player pick the order; for these icons it changes nothing the engine tracks)."""
    card = ctx.card(uid)
    if card is None:
        return
    icons = icons_of(card)
    if not icons:
        # 13.6.4 / 10.6.1.2.4 play a trigger ability only of a card with an icon: none here, so
        # nothing the icons do happens — at a damage check, no heal takes a damage card away
        # (11.10.2.6): the card then goes to the damage zone (13.7.2) as this step left it, so
        # a count of that zone read later rests on this step
        damage = check == "damage"
        yield Mark(
            clauses=("11.10.2.1",) + (("13.6.4",) if damage else ()),
            watch=(uid,) if damage else (),  # the card as the check put it there (13.6.3)
            touches=(uid,) if damage else (),
            ja=f"{card.label} はトリガーアイコンを持たないため、トリガー能力はない",
            en=f"{card.label} has no trigger icon: no trigger ability",
        )
        return
    void = [
        e
        for e in ctx.state.effects
        if e.target == player
        and e.stat == "trigger_effects"
        and e.op == "prohibit"
        and e.value in (None, "", check)
    ]
    held = voided_by_ability(ctx, player, check)
    if void or held is not None:
        src, why = (
            (void[-1].source, ("11.10.4.2",))
            if void
            else (held[0], ("11.10.4.2", "11.1.1.3") + held[1])  # type: ignore[index]
        )
        # not an action refused: 11.10.4.2 says the trigger ability is not played — at the
        # check's step that would play it (10.6.1.2.4 / 13.6.4)
        step = ("10.6.1.2.4",) if check == "drive" else ("13.6.4",)
        yield Mark(
            clauses=step + why,
            # the card, and the units the trigger's power / critical would have gone to
            touches=(uid,) + tuple(u.uid for _c, u in field_units(ctx, player)),
            ja=f"「トリガーの効果は無効」が有効なため、{card.label} のトリガー能力はプレイしません（{src}）",
            en=f"'trigger effects are nullified' is in force: {card.label}'s trigger is not played",
        )
        return
    if len(icons) > 1:
        yield Warn(
            "assumption",
            "複数のトリガーアイコンのトリガー能力は任意の順番で実行できます（11.10.6）。書かれた順で実行しました",
            "several trigger icons may be played in any order (11.10.6); the listed order was used",
            ("11.10.6",),
            key="icons_in_listed_order",
        )
    opp = ctx.state.opponent(player)
    # 11.10.1: a trigger ability is an ability of the card in the trigger zone, so what it does
    # is done by that card's effect (「あなたのカードの効果でスタンドした時」 sees it)
    by = {"by": uid, "by_master": player, "by_vanguard": False}
    for icon in icons:
        cl = (
            ICON_CLAUSES.get(icon, ("11.10.2",))
            + ("11.10.3", "11.10.3.1")
            + (("13.6.4",) if check == "damage" else ("10.6.1.2", "10.6.1.2.4"))
        )
        if icon == "critical":
            target = yield from choose_unit(
                ctx,
                player,
                "trigger_critical",
                "クリティカル+1を与える自分のユニット",
                "your unit to get critical +1",
                cl,
            )
            if target is not None:
                yield AddEffect(
                    target=target,
                    stat="critical",
                    value=1,
                    until="turn",
                    clauses=cl + ("11.10.4", "11.3.1.2"),
                    source="critical trigger",
                    ja=f"クリティカルトリガー: {label(ctx, target)} のクリティカル+1（そのターン中）",
                    en=f"critical trigger: {label(ctx, target)} gets critical +1 this turn",
                )
            # the icon's next sub-ability: back to 11.10.3.1 by 11.10.3.2
            yield from power_up(ctx, player, uid, cl + ("11.10.3.2",))
        elif icon == "draw":
            yield Do(
                "draw", {"player": player, "amount": 1, **by}, clauses=cl + ("7.6.4.1.1", "11.10.1")
            )
            # the icon's next sub-ability: back to 11.10.3.1 by 11.10.3.2
            yield from power_up(ctx, player, uid, cl + ("11.10.3.2",))
        elif icon == "stand":
            target = yield from choose_unit(
                ctx,
                player,
                "trigger_stand",
                "スタンドトリガーで選ぶ自分のユニット（リアガードならスタンド）",
                "your unit for the stand trigger (stands if it is a rear-guard)",
                cl,
            )
            w = ctx.where(target) if target else None
            if target and w and w[1].startswith("field.") and w[1] != "field.vanguard":
                # a rear-guard already standing is not stood again: the core records that the
                # act itself is not done (1.3.2.1, principle already_in_state)
                yield Do("stand", {"card": target, **by}, clauses=cl + ("11.10.1",))
                # 「そのターンの次のバトル以降、そのユニットではドライブチェックを行えない」: from the
                # battle after this one (the turn's battles so far in ``value``), read where an
                # effect would make the rear-guard drive check (``battle.drives``)
                yield AddEffect(
                    target=target,
                    stat="drive_check",
                    op="prohibit",
                    value=int(ctx.state.vars.get("attacks") or 0),
                    until="turn",
                    clauses=cl,
                    source="stand trigger",
                    ja=f"そのターンの次のバトル以降、{label(ctx, target)} ではドライブチェックを行えない",
                    en=f"from the next battle this turn on, {label(ctx, target)} cannot drive check",
                )
            elif target:
                yield Mark(
                    clauses=cl,
                    ja=f"{label(ctx, target)} はリアガードではないのでスタンドしない",
                    en=f"{label(ctx, target)} is not a rear-guard: it does not stand",
                )
            # the icon's next sub-ability: back to 11.10.3.1 by 11.10.3.2
            yield from power_up(ctx, player, uid, cl + ("11.10.3.2",))
        elif icon == "heal":
            mine, theirs = len(ctx.zone(player, "damage")), len(ctx.zone(opp, "damage"))
            if mine >= theirs and mine > 0:
                pick = yield Choose(
                    player,
                    "heal",
                    "回復するダメージゾーンのカード",
                    "damage zone card to heal",
                    tuple(card_option(c, ctx=ctx) for c in ctx.zone(player, "damage")),
                    cl,
                    # 「ダメージゾーンのカードを1枚選び」: `at: heal` or `at: choose`
                    also=("choose",),
                )
                yield Do("heal", {"player": player, "card": pick, **by}, clauses=cl + ("11.10.1",))
            elif mine >= theirs:
                # 0 ≥ 0: the condition holds, but there is no damage card to choose — an act
                # that cannot be done is simply not done (1.3.2); the next sub-ability is
                # played all the same (11.10.3.2)
                yield Mark(
                    clauses=cl + ctx.principle("impossible"),
                    watch=(f"{player}.damage", f"{opp}.damage"),
                    touches=(f"{player}.damage", f"{player}.drop"),
                    data={KEPT: ((f"{player}.damage", "in"),)},
                    ja=f"ヒールの条件は満たすが、{player} のダメージゾーンにカードがないため回復は行われない",
                    en=f"the heal condition holds, but {player} has no damage card: no heal is "
                    "done",
                )
            else:
                # the heal not done keeps the damage card in (``KEPT``): a loss by six damage
                # rests on it (13.2.2)
                yield Mark(
                    clauses=cl,
                    watch=(f"{player}.damage", f"{opp}.damage"),
                    touches=(f"{player}.damage",),
                    data={KEPT: ((f"{player}.damage", "in"),)},
                    ja=f"ヒールの条件を満たさない: {player} のダメージゾーン{mine}枚 < {opp} の{theirs}枚（回復しない）",
                    en=f"the heal condition fails: {player} has {mine} damage, fewer than {opp}'s {theirs} (no heal)",
                )
            # the icon's next sub-ability: back to 11.10.3.1 by 11.10.3.2
            yield from power_up(ctx, player, uid, cl + ("11.10.3.2",))
        elif icon == "front":
            amount = yield from trigger_power(ctx, uid)
            for c, u in field_units(ctx, player):
                if c in FRONT:
                    yield AddEffect(
                        target=u.uid,
                        stat="power",
                        value=amount,
                        until="turn",
                        # 「あなたの前列にあるサークル」: the circles of the fighter's front row
                        # (4.9.1.3), the vanguard circle among them
                        clauses=cl + ("11.10.5", "11.10.4", "4.9.1.3"),
                        source="front trigger",
                        ja=f"フロントトリガー: 前列の {u.label} のパワー+{amount}（そのターン中）",
                        en=f"front trigger: {u.label} in the front row gets power +{amount} this turn",
                    )
        elif icon == "over":
            yield Move(
                uid=uid,
                player=card.owner,
                zone="removed",
                clauses=cl + ("7.19.1",),
                ja=f"オーバートリガー: トリガーゾーンの {card.label} を除外する",
                en=f"over trigger: {card.label} in the trigger zone is removed from the game",
                tag="removed",
            )
            # a damage check's card removed: damage resolution is not carried out for it (13.7.1,
            # at the next rule-process check: ``processes.find_damage_resolve``)
            yield SetVar(key=f"drive_check.{player}", value=None)
            # the over trigger's next sub-abilities, one after another (11.10.3.2)
            yield Do(
                "draw",
                {"player": player, "amount": 1, **by},
                clauses=cl + ("11.10.3.2", "7.6.4.1.1", "11.10.1"),
            )
            target = yield from choose_unit(
                ctx,
                player,
                "trigger_power",
                "パワー+100000000を与える自分のユニット",
                "your unit to get power +100000000",
                cl + ("11.10.3.2",),
            )
            if target is not None:
                yield AddEffect(
                    target=target,
                    stat="power",
                    value=100000000,
                    until="turn",
                    clauses=cl + ("11.10.3.2", "11.10.4"),
                    source="over trigger",
                    ja=f"オーバートリガー: {label(ctx, target)} のパワー+100000000（そのターン中）",
                    en=f"over trigger: {label(ctx, target)} gets power +100000000 this turn",
                )
            extra = [
                ab
                for ab in (abilities_of("vg", card) if card.text else ())
                if ab.program is not None and ab.program.kind == "extra"
            ]
            if check == "drive" and extra:
                from ruling.games._vg.abilities import Rt, run_program

                ab = extra[0]
                rt = Rt(ctx, player, uid, ab.program, ab.text)
                yield from run_program(rt, cl + ("11.10.2.9",))
            elif check == "drive":
                text = card.text or "（テキストが書かれていません）"
                yield Warn(
                    "unsupported",
                    f"未対応の能力（{card.label}）: オーバートリガーの追加効果 {text} — このルーリングはこの効果を考慮していません",
                    f"unsupported ability ({card.label}): the over trigger's extra effect {text} — this ruling does not take it into account",
                    ("11.10.2.9",),
                )
            else:
                yield Mark(
                    clauses=cl,
                    ja="ダメージチェックなので、オーバートリガーの追加効果は発動しない",
                    en="a damage check: the over trigger's text-defined extra effect does not apply",
                )
        else:
            yield Mark(
                clauses=("11.10.2",),
                ja=f"アイコン {icon} のトリガー能力は未対応",
                en=f"trigger icon {icon} is not supported",
            )


def icon_id(name: str) -> str | None:
    low = name.strip().lower()
    for k, names in ICONS.items():
        if low == k or low in {n.lower() for n in names}:
            return k
    return None


def voided_by_ability(ctx: Ctx, player: str, check: str) -> tuple[str, tuple[str, ...], str] | None:
    """A continuous ability 「相手のドライブチェックのトリガーの効果は無効にする」 in force over
    ``player``'s ``check`` (11.10.4.2; ``Op("void_triggers")``): (its text, the clauses by which it
    applies, its card), else None."""
    from ruling.games._vg.continuous import _continuous
    from ruling.games._vg.selectors import cond_clauses, holds

    for c, ab, rt in _continuous(ctx):
        for op in ab.program.steps:
            if op.verb != "void_triggers" or op.skill not in (None, check):
                continue
            who = ctx.state.opponent(rt.master) if op.performer == "opponent" else rt.master
            if who == player and holds(rt, op.cond):
                return ab.text, ("11.4.4",) + cond_clauses(op.cond, "continuous"), c.uid
    return None


TRIGGER_SOURCES = ("trigger", "critical trigger", "stand trigger", "front trigger", "over trigger")


def trigger_effects_kept(ctx: Ctx, player: str, step: int) -> Proc:
    """11.10.4.2.1: 「‘トリガーの効果は無効にする’能力が有効であっても、その効果が有効になるまでに
    プレイされたトリガーサブ能力による効果の適用が取り消されることはありません」 — when ``step`` made
    ``player``'s trigger effects void, those already applied to ``player``'s cards stay. The step
    says so about each of them, so that a value read later rests on it too."""
    kept = [
        e
        for e in ctx.state.effects
        if e.source in TRIGGER_SOURCES
        and (c := ctx.card(e.target)) is not None
        and ((w := ctx.where(c.uid)) is not None and w[0] == player)
    ]
    if not kept:
        return
    names = "、".join(dict.fromkeys(label(ctx, e.target) for e in kept))
    yield Mark(
        clauses=("11.10.4.2.1",),
        caused_by=(step, *(x for x in ctx.provenance(tuple(f"effect:{e.id}" for e in kept)) if x)),
        touches=tuple(f"effect:{e.id}" for e in kept),
        ja=f"すでに適用されたトリガー効果（{names}）は取り消されない",
        en=f"the trigger effects already applied ({names}) are not taken back",
    )
