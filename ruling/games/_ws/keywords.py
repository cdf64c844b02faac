"""Weiß Schwarz card abilities: keyword abilities run by their own rules (chapter 10) — アンコール,
絆, シフト, 分離, 合体, and 大活躍's replacement of the attack."""

from __future__ import annotations

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._ws.automatic import keyword_used
from ruling.games._ws.cardtext.ir import op_ext, ws_op
from ruling.games._ws.common import SLOT_JA, encore_fails_whole, encore_slot_reading, leave_stage
from ruling.games._ws.continuous import has_keyword
from ruling.games._ws.costs import (
    cost_payable_now,
    op_pay_cost,
    pay_cost,
    shared_short_flag,
    short_causes,
    unpayable_clauses,
)
from ruling.games._ws.selection import (
    NO,
    SLOTS,
    YES,
    Proc,
    Rt,
    card_label,
    card_option,
    has_name,
    master_of,
    one_card,
    slot_of,
    text_slot,
    zone_ids,
)
from ruling.games._ws.setup import shuffled_now
from ruling.rules import Choose, Mark, Move, MoveMany, Reject, SetVar, Shuffle
from ruling.state import Card


def keyword_encore(rt: Rt) -> Proc:
    """10.2.2: 『アンコール [cost]』: when this character goes from the stage to the waiting
    room, you may pay the cost; if you do, put it back rested in the slot it was in."""
    ctx = rt.ctx
    uid = rt.source or ""
    c = ctx.card(uid)
    slot = rt.data.get("slot")
    gone = c is None or ctx.where(uid) != (rt.master, "waiting_room") or slot is None
    if gone and c is not None and slot is not None:
        # the point encore_card_gone_cost matters only where the cost could be paid now
        payable = (yield from cost_payable_now(rt, rt.program.cost)) is None
        gone_fails = not payable or (yield from encore_fails_whole(ctx, rt.master))
    else:
        gone_fails = gone
    if gone_fails:
        yield Reject(
            "このキャラはすでに控え室にないため、アンコールの効果は解決に失敗します",
            "the character is no longer in the waiting room: the encore fails",
            ("8.7.7", "3.1.4"),
        )
        return
    why = yield from cost_payable_now(rt, rt.program.cost)
    if why is not None:
        yield from shared_short_flag(rt, why)
        yield Reject(
            f"アンコールのコストを支払えない（{why}）",
            f"the encore cost cannot be paid ({why})",
            ("8.4.2.2", "8.4.2.2.1", "10.2.2") + unpayable_clauses(rt, rt.program.cost),
            # why this encore is there (an effect gave it, 8.7.4.1.2) decides its refusal too
            caused_by=rt.causes() + short_causes(rt, rt.program.cost),
        )
        return
    ok = yield Choose(
        rt.master,
        "encore",
        f"{c.label} のアンコール（{rt.text}）のコストを支払うか",
        f"pay the cost of {c.label}'s encore ({rt.text})?",
        (YES, NO),
        ("10.2.2", "8.7.3.2.1"),
        # a cost payment (10.2.2) the master may make (「コストを払ってよい」 like any optional cost):
        # answered `at: encore`, `at: cost` or `at: optional`
        also=("cost", "optional"),
        # the cards that pay it are the `at: cost` choice that follows: an `at: cost` entry
        # naming one of them means the cost is paid (the branch declining never reaches it)
        leads_to=("cost",),
    )
    if not ok:
        yield Mark(
            clauses=("8.7.3.2.1",),
            ja=f"{rt.master} はアンコールのコストを支払わない",
            en=f"{rt.master} does not pay the encore cost",
        )
        return
    paid = yield from pay_cost(rt, rt.program.cost)
    if ctx.where(uid) != (rt.master, "waiting_room"):
        yield Reject(
            "このキャラが控え室にないため、アンコールは失敗します（枠に置くことは行われない）",
            "the character is not in the waiting room: the encore fails (it is not put back)",
            ("8.7.7", "3.1.4") + (("1.3.2",) if gone else ()),
        )
        return
    held = bool(ctx.zone(rt.master, f"stage.{slot}"))
    if not (yield from encore_slot_reading(ctx, rt.master, c.label, slot, rt.causes())):
        return
    yield Move(
        uid=uid,
        player=rt.master,
        zone=f"stage.{slot}",
        orientation="rest",
        face_up=True,
        clauses=("10.2.2", "10.2.4") + (("9.6.2",) if held else ()),
        caused_by=((paid,) if isinstance(paid, int) else ()) + rt.causes(),
        ja=f"{c.label} を直前にいた枠にレスト状態で置く（アンコール）",
        en=f"{c.label} returns rested to its slot (encore)",
        tag="encore",
        # 10.2.4: 「アンコールを使った時」 / 「『アンコール』で舞台に置かれた時」 is this placement
        data={"means": "アンコール"},
    )


def printed_aliases(c: Card) -> tuple[str, ...]:
    """The names a card's own continuous abilities say it also has (「このカードのカード名は「X」として
    も扱う」, compiled ``also_name`` on this card), whether or not they work where it is."""
    from ruling.abilities import abilities_of

    out: list[str] = []
    for ab in abilities_of("ws", c) if c.text else ():
        p = ab.program
        if p is None or getattr(p, "kind", None) != "continuous":
            continue
        for op in p.steps:
            if op.verb == "also_name" and op.target is not None and op.target.ref == "this":
                out += [str(n) for n in op_ext(op, "also") or ()]
    return tuple(out)


def keyword_bond(rt: Rt) -> Proc:
    """10.4.2: 『絆／「name」 [cost]』: when placed on the stage from the hand, you may pay the
    cost; if you do, choose a card named ``name`` in your waiting room and put it into your
    hand."""
    ctx = rt.ctx
    names = tuple(p.text for p in rt.program.params if hasattr(p, "text"))
    why = yield from cost_payable_now(rt, rt.program.cost)
    if why is not None:
        yield from shared_short_flag(rt, why)
        yield Reject(
            f"絆のコストを支払えない（{why}）",
            f"the bond cost cannot be paid ({why})",
            ("8.4.2.2", "8.4.2.2.1", "10.4.2") + unpayable_clauses(rt, rt.program.cost),
            caused_by=short_causes(rt, rt.program.cost),
        )
        return
    ok = yield Choose(
        rt.master,
        "bond",
        f"絆（{'、'.join(names)}）のコストを支払うか",
        f"pay the bond cost ({', '.join(names)})?",
        (YES, NO),
        ("10.4.2", "8.7.3.2.1"),
        # a cost payment the master may make (「コストを払ってよい」): answered `at: bond`,
        # `at: cost` or `at: optional`
        also=("cost", "optional"),
        # the cards that pay it are the `at: cost` choice that follows: an `at: cost` entry
        # naming one of them means the cost is paid (the branch declining never reaches it)
        leads_to=("cost",),
    )
    if not ok:
        # 「コストを払ってよい。そうしたら、…」 (10.4.2): the step after 「そうしたら」 follows only
        # the payment done (8.6.4, 8.6.4.1)
        yield Mark(
            clauses=("8.7.3.2.1", "8.6.4", "8.6.4.1"),
            ja=f"{rt.master} は絆のコストを支払わない",
            en=f"{rt.master} does not pay the bond cost",
        )
        return
    yield from pay_cost(rt, rt.program.cost)
    # the cost paid, the step after 「そうしたら」 is carried out (8.6.4, 8.6.4.1)
    cl: tuple[str, ...] = ("10.4.2", "8.6.4", "8.6.4.1") + (("10.4.2.1",) if len(names) > 1 else ())
    named = [c for c in ctx.zone(rt.master, "waiting_room") if has_name(c, names)]
    if any(c.type not in (None, "character") for c in named):
        # a card of the name that is no character: 10.4.2's meaning returns it, 10.4.1's
        # definition (「特定のキャラカード」) does not — both readings run (the audit's
        # bond_non_character; the engine's, 10.4.2's wording, first)
        any_card = yield unsettled.choose(
            rt.master, "ws", "bond_non_character", {"any_card": True, "character_only": False}
        )
        if not any_card:
            cl += ("10.4.1",)
            named = [c for c in named if c.type in (None, "character")]
    aliased = [
        c
        for c in ctx.zone(rt.master, "waiting_room")
        if c not in named and set(printed_aliases(c)) & set(names)
    ]
    if aliased:
        # found only by a name its own text gives it (「「X」としても扱う」), a text of a character
        # (2.12.2.1) read in the waiting room: the audit's name_alias_off_stage, both readings
        # run, the engine's (on the stage only) first
        every = yield unsettled.choose(
            rt.master, "ws", "name_alias_off_stage", {"stage_only": False, "every_zone": True}
        )
        cl += ("2.12.2.3",) if every else ("2.12.2.1",)
        if every:
            named += aliased
    cands = [c.uid for c in named]
    if not cands:
        # the choice asked of a card that is not there is simply not made (1.3.2), nor the
        # return that involves it (8.6.3.1.3)
        yield Mark(
            clauses=cl + ("8.6.3.1.3",) + ctx.principle("impossible"),
            # the waiting room read, the hand it would have gone to: nothing moves (a ruling
            # asking about either rests on this step)
            watch=(f"{rt.master}.waiting_room",),
            touches=(f"{rt.master}.hand", f"{rt.master}.waiting_room"),
            ja=f"控え室に「{'」「'.join(names)}」がないため、手札に戻すカードはありません",
            en=f"no card named {', '.join(names)} in the waiting room: nothing returns",
        )
        return
    pick = yield Choose(
        rt.master,
        "choose",
        "絆: 手札に戻すカード",
        "bond: the card to return to hand",
        tuple(card_option(ctx, u) for u in cands),
        cl + ("8.6.3", "8.6.3.1"),
    )
    # 8.6.3: the card is chosen as the effect reaches 「選び」 — after the cost was paid (a card the
    # cost put into the waiting room among those it may choose)
    yield Move(uid=pick, player=rt.master, zone="hand", clauses=cl + ("8.6.3",))


def keyword_shift(rt: Rt) -> Proc:
    """10.11.2 『シフト レベル（数値）』: 「あなたのメインフェイズの始めに、このカードがあなたの
    クロック置場にあり、あなたのレベルが（数値）以上なら、あなたはこのカードとあなたの手札にある
    このカードと同じ色のカード1枚を選び、それらを入れ替えてよい。」 (10.11.3: both cards must be
    chosen properly)."""
    ctx = rt.ctx
    uid = rt.source or ""
    c = ctx.card(uid)
    need = int(rt.program.params[0])
    lv = len(ctx.zone(rt.master, "level"))
    if c is None or ctx.where(uid) != (rt.master, "clock"):
        yield Reject(
            "このカードがクロック置場にないため、入れ替えは選べません",
            "this card is not in the clock: the swap cannot be chosen",
            ("10.11.2", "10.11.3", "10.11.3.1"),
            # the card moved since the ability triggered (8.7.7: played all the same) — what
            # leaves the hand card where it is
            caused_by=rt.causes(),
            touches=(f"{rt.master}.clock", f"{rt.master}.hand"),
        )
        return
    if lv < need:
        yield Mark(
            clauses=("10.11.2",),
            watch=(f"{rt.master}.level",),
            touches=(f"{rt.master}.clock", f"{rt.master}.hand"),
            ja=f"{rt.master} のレベルが{lv}で{need}未満のため、シフトの効果はありません",
            en=f"{rt.master} is level {lv}, below {need}: シフト does nothing",
        )
        return
    same = [h.uid for h in ctx.zone(rt.master, "hand") if h.color and h.color == c.color]
    if not same:
        yield Mark(
            clauses=("10.11.3", "10.11.3.2"),
            watch=(f"{rt.master}.hand",),
            touches=(f"{rt.master}.clock", f"{rt.master}.hand"),
            ja=f"手札に {c.label} と同じ色のカードがないため、入れ替えは選べません",
            en=f"no card of {c.label}'s colour in the hand: the swap cannot be chosen",
        )
        return
    ok = yield Choose(
        rt.master,
        "optional",
        f"シフト: {c.label} と手札の同じ色のカードを入れ替える（任意）",
        f"シフト: swap {c.label} with a card of its colour in the hand (optional)",
        (YES, NO),
        # 10.11.3.2: a card of its colour in the hand (any, a シフト card swapped in before among
        # them, 8.6.3: chosen as it resolves) — the swap may be chosen
        ("10.11.2", "10.11.3.2"),
    )
    if not ok:
        yield Mark(
            clauses=("10.11.2",),
            touches=(f"{rt.master}.clock", f"{rt.master}.hand"),
            ja=f"{rt.master} は入れ替えない",
            en=f"{rt.master} does not swap",
        )
        return
    pick = yield from one_card(
        rt,
        same,
        "choose",
        f"シフト: {c.label} と入れ替える手札のカード",
        f"シフト: the card in the hand to swap with {c.label}",
        ("10.11.2", "10.11.3"),
    )
    at = [x.uid for x in ctx.zone(rt.master, "clock")].index(uid)
    on_top = False
    if at != 0:
        # the シフト card is not the top card of the clock: the hand card goes into its place, or
        # on top as every card put into the clock (3.8.2)? both readings run
        on_top = yield unsettled.choose(
            rt.master, "ws", "shift_swap_clock_place", {"in_place": False, "on_top": True}
        )
    first = yield Move(
        uid=uid,
        player=rt.master,
        zone="hand",
        clauses=("10.11.1", "10.11.2", "10.11.3"),
        ja=f"シフト: {c.label} をクロック置場から手札へ",
        en=f"シフト: {c.label} goes from the clock to the hand",
    )
    second = yield Move(
        uid=pick,
        player=rt.master,
        zone="clock",
        at=0 if on_top else at,
        face_up=True,
        clauses=("10.11.1", "10.11.2", "4.10.2") + (("3.8.2",) if on_top else ()),
        caused_by=(first,),
        ja=f"シフト: {card_label(ctx, pick)} を手札からクロック置場の"
        + ("一番上へ" if on_top else "同じ位置へ"),
        en=f"シフト: {card_label(ctx, pick)} goes from the hand into the clock "
        + ("on top" if on_top else "in its place"),
    )
    yield from keyword_used(rt, "シフト", ("10.11.4",), (uid, pick), (first, second))


def keyword_separate(rt: Rt) -> Proc:
    """10.16.2 『分離 / (カード名) [(コスト)]』: 「アタックの終わりに、このカードがアタックキャラである
    なら、あなたはコストを払ってよい。そうしたら、あなたはこのカードの下にあるマーカーのうち (カード
    名) を1枚と、あなたの枠を1つ選ぶ。その選んだカードを、このカードとこのカードのマーカーのうち
    これにより選ばれなかったカードをマーカーとした状態で、選ばれた枠に置く。」"""
    ctx = rt.ctx
    uid = rt.source or ""
    name = str(rt.program.params[0])
    slot = slot_of(ctx, uid)
    att = (ctx.state.vars.get("attack") or {}).get("attacker")
    if slot is None or att != uid:
        yield Reject(
            "このカードはアタックキャラではないため、分離の効果はありません",
            "this card is not the attacking character: 分離 does nothing",
            ("10.16.2", "7.2.1.5"),
        )
        return
    # 「このカードがアタックキャラであるなら」: 7.2.1.5 — the attacker stays the attacking character
    # for the attack subphase while it does not leave its slot (reversed by its battle, it still is)
    yield Mark(
        clauses=("10.16.2", "7.2.1.5"),
        touches=(uid,),
        ja=f"{card_label(ctx, uid)} は枠を離れていないため、アタックキャラのままです（分離の条件を満たす）",
        en=f"{card_label(ctx, uid)} has not left its slot: it is still the attacking character "
        "(分離's condition is met)",
    )
    kind = (ctx.state.vars.get("attack") or {}).get("kind")
    if kind in ("side", "direct"):
        # the end of an attack with no battle step (7.5.1.3 / 7.5.1.4): 10.16.1 points at the
        # battle step's attack end only (7.6.1.5), the meaning 10.16.2 gives at any — a point the
        # text does not settle, both run (the engine's own, 10.16.2, first)
        every = yield unsettled.choose(
            rt.master,
            "ws",
            "separate_attack_end_scope",
            {"every_attack_end": True, "battle_step_only": False},
        )
        if not every:
            yield Mark(
                clauses=("10.16.1", "7.6.1.5", "7.5.1.3"),
                ja="10.16.1 の読みでは、バトルステップのないアタックの終わりに分離は働かない",
                en="read as 10.16.1: 分離 does not work at the end of an attack with no battle step",
            )
            return
    yield from op_pay_cost(rt, ws_op("pay_cost", optional=True))
    if not rt.done:
        return
    owner = master_of(ctx, uid)
    named = [m.uid for m in ctx.zone(owner, f"markers.{slot}") if has_name(m, (name,))]
    if not named or slot_of(ctx, uid) != slot:
        # 10.16.4 reads the step of the meaning 10.16.2 gives (「そうしたら、…マーカーのうち
        # (カード名) を1枚…選ぶ」): the procedure it stops is cited with it
        yield Mark(
            clauses=("10.16.2", "10.16.4"),
            touches=(f"{owner}.markers.{slot}",),
            ja=f"このカードの下に「{name}」のマーカーがないため、分離のそれ以降の処理は行いません",
            en=f"no marker named {name} under this card: the rest of 分離 is not done",
        )
        return
    pick = yield from one_card(
        rt,
        named,
        "choose",
        f"分離: 舞台に置く「{name}」のマーカー",
        f"分離: the marker {name} to put onto the stage",
        ("10.16.2",),
    )
    dest = yield from text_slot(
        rt,
        list(SLOTS),
        f"分離: {card_label(ctx, pick)} を置く枠",
        f"分離: the slot for {card_label(ctx, pick)}",
        ("10.16.2",),
        owner,
    )
    rest = [m.uid for m in ctx.zone(owner, f"markers.{slot}") if m.uid != pick]
    step = yield Move(
        uid=pick,
        player=owner,
        zone=f"stage.{dest}",
        orientation="stand",
        face_up=True,
        clauses=("10.16.1", "10.16.2", "10.16.3", "10.16.3.1"),
        caused_by=rt.causes(),
        # 10.16.3: 「分離により枠に置かれたキャラ」 — 『分離』で舞台に置かれた (``lexicon.PLACED_BY``)
        data={"means": "分離"},
        ja=f"分離: {card_label(ctx, pick)} を新たなキャラとして{SLOT_JA[dest]}の枠に【スタンド】して置く",
        en=f"分離: {card_label(ctx, pick)} is put standing into {dest} as a new character",
    )
    yield Move(
        uid=uid,
        player=owner,
        zone=f"markers.{dest}",
        face_up=True,
        clauses=("10.16.2",),
        caused_by=(step,),
        ja=f"分離: {card_label(ctx, uid)} は {card_label(ctx, pick)} のマーカーになる",
        en=f"分離: {card_label(ctx, uid)} becomes a marker of {card_label(ctx, pick)}",
    )
    if rest and dest != slot:
        yield MoveMany(
            uids=tuple(rest),
            player=owner,
            zone=f"markers.{dest}",
            clauses=("10.16.2",),
            caused_by=(step,),
        )


def keyword_combine(rt: Rt, timing: tuple[str, ...]) -> Proc:
    """合体 (10.15.1.1): pay the cost (your stage's (キャラ A) under this card as a face-up
    marker), look at your deck, choose up to one (キャラ B), put it into this card's slot, put
    this card's markers and this card under it as markers, shuffle the deck."""
    ctx = rt.ctx
    uid = rt.source or ""
    a_name, b_name = (str(x) for x in rt.program.params)
    slot = slot_of(ctx, uid)
    cands = [
        c.uid
        for z in zone_ids("stage")
        for c in ctx.zone(rt.master, z)
        if has_name(c, (a_name,)) and c.uid != uid
    ]
    if slot is None or not cands:
        yield Reject(
            f"舞台に「{a_name}」がないため、合体のコストを支払えず、この能力はプレイできません",
            f"no {a_name} on the stage: the 合体 cost cannot be paid",
            ("10.15.1.1", "8.6.2.3.2", "8.4.2.2", "8.4.2.2.1"),
        )
        return
    played = yield Mark(
        clauses=timing + ("8.1.1.1", "8.6.2.1", "10.15.1", "10.15.2"),
        ja=f"{rt.master} は合体をプレイする: {rt.text}",
        en=f"{rt.master} plays 合体: {rt.text}",
    )
    yield SetVar(
        key="paying_cost",
        value=True,
        clauses=("8.4.2", "8.4.2.1"),
        ja=f"{rt.master} がコストの支払いを開始",
        en=f"{rt.master} starts paying the cost",
    )
    pick = yield from one_card(
        rt,
        cands,
        "cost",
        f"コスト: このカードの下にマーカーとして置く「{a_name}」",
        f"cost: the {a_name} to put under this card as a marker",
        ("8.4.2",),
    )
    a_slot = slot_of(ctx, pick) or ""
    for m in list(ctx.zone(rt.master, f"markers.{a_slot}")):
        # 10.15.1.1.2.1: キャラ A's markers go to their owner's waiting room (3.7.3.2)
        yield Move(
            uid=m.uid,
            player=m.owner,
            zone="waiting_room",
            clauses=("10.15.1.1.2.1", "3.7.3.2"),
        )
    paid = yield from leave_stage(
        ctx,
        pick,
        rt.master,
        f"markers.{slot}",
        ("8.4.2", "10.15.1.1"),
        caused_by=(played,),
        ja=f"コスト: {card_label(ctx, pick)} をこのカードの下にマーカーとして表向きに置く",
        en=f"cost: {card_label(ctx, pick)} is put face up under this card as a marker",
    )
    yield SetVar(
        key="paying_cost",
        value=None,
        clauses=("8.4.2.1", "9.2.3", "9.3.3"),
        ja="コストの支払いを完了",
        en="cost payment complete",
    )
    yield Mark(
        clauses=("8.6.2.4", "8.1.1.1.2"),
        tag="ability_used",
        data={"card": uid, "player": rt.master, "kind": "activated"},
        caused_by=(paid,),
        ja="起動能力をプレイした（コストの支払いを終えた）",
        en="the activated ability has been played (its cost is paid)",
    )
    deck = ctx.zone(rt.master, "deck")
    looked = yield Mark(
        clauses=("10.15.1.1",),
        touches=(f"{rt.master}.deck",),
        ja=f"{rt.master} は自分の山札を見る",
        en=f"{rt.master} looks at their deck",
    )
    named = [c.uid for c in deck if has_name(c, (b_name,))]
    b = None
    if named:
        b = yield Choose(
            rt.master,
            "choose",
            f"合体: 山札から選ぶ「{b_name}」（1枚まで）",
            f"合体: the {b_name} to choose from the deck (up to one)",
            tuple(card_option(ctx, u) for u in named) + (NO,),
            ("10.15.1.1", "8.6.3.1.1"),
        )
    placed_b = bool(b) and slot_of(ctx, uid) == slot
    if not placed_b:
        yield Mark(
            clauses=("10.15.1.1.1",),
            caused_by=(looked,),
            touches=(f"{rt.master}.deck", f"{rt.master}.markers.{slot}"),
            ja=f"「{b_name}」が舞台に置かれないため、{card_label(ctx, pick)} はマーカーのまま効果を終える",
            en=f"no {b_name} is put onto the stage: {card_label(ctx, pick)} stays a marker",
        )
    else:
        placed = yield Move(
            uid=b,
            player=rt.master,
            zone=f"stage.{slot}",
            orientation="stand",
            face_up=True,
            clauses=("10.15.1.1", "3.6.3"),
            caused_by=(looked, paid),
            data={"means": "合体"},
            ja=f"合体: {card_label(ctx, b)} をこのカードがいる{SLOT_JA[slot]}の枠に置く",
            en=f"合体: {card_label(ctx, b)} is put into this card's slot ({slot})",
        )
        yield Move(
            uid=uid,
            player=rt.master,
            zone=f"markers.{slot}",
            face_up=True,
            # 10.15.1.1.2: the markers already under this card become キャラ B's too
            clauses=("10.15.1.1", "10.15.1.1.2"),
            caused_by=(placed,),
            ja=f"合体: {card_label(ctx, uid)} とその下のマーカーすべてを {card_label(ctx, b)} の下にマーカーとして置く",
            en=f"合体: {card_label(ctx, uid)} and its markers go under {card_label(ctx, b)}",
        )
        rt.source = b
        yield from keyword_used(rt, "合体", ("10.15.2", "10.15.3"), (b,), (placed,))
        rt.source = uid
    yield Shuffle(
        player=rt.master,
        zone="deck",
        # 10.15.1.1.1: 「その場合でも、山札はシャッフルします」
        clauses=("10.15.1.1",) + (() if placed_b else ("10.15.1.1.1",)),
        ja=f"{rt.master} は山札をシャッフルする",
        en=f"{rt.master} shuffles the deck",
    )
    yield shuffled_now(ctx, rt.master)


def great_performance_idle(ctx: Ctx, player: str) -> tuple[Card, str, str] | None:
    """``player``'s character with 大活躍 on the stage whose 10.6.2 condition 「このキャラがあなたの
    前列中央の枠にリバースしていない状態であるかぎり」 is not met — reversed in the front centre slot,
    or in another slot — with why (ja, en): its replacement does not apply."""
    for z in zone_ids("stage"):
        for c in ctx.zone(player, z):
            if not has_keyword(ctx, c.uid, "大活躍"):
                continue
            if z != "stage.center_front":
                return (
                    c,
                    f"{c.label} は前列中央の枠にいないため",
                    f"{c.label} is not in the front centre slot",
                )
            if c.orientation == "reverse":
                return (
                    c,
                    f"{c.label} は前列中央でリバース状態のため",
                    f"{c.label} is reversed in the front centre",
                )
    return None


def great_performance(ctx: Ctx, player: str) -> Card | None:
    """10.6.2: ``player``'s character with 大活躍 in the front centre slot, not reversed (its
    replacement applies to the attacks of the other player's characters)."""
    for c in ctx.zone(player, "stage.center_front"):
        if c.orientation != "reverse" and has_keyword(ctx, c.uid, "大活躍"):
            return c
    return None
