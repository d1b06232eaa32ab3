"""Summary table and plots for benchmarks/run.py (imported by it; not a script).

Times are the wall time of the whole swarmbmc process (compiling the C file
included), the time a user waits for the first counterexample. A run that hit
the per-run timeout counts with the timeout as its time: a speedup computed
from it is a bound, marked with >= or <=.
"""
import os
import statistics

SIZES = [4, 8, 16, 32]


# --- selecting runs -------------------------------------------------------------------------------

def select(rows, program, depth, config, **match):
    return [r for r in rows if r["program"] == program and r["depth"] == depth and r["config"] == config
            and all(r[k] == v for k, v in match.items())]


def timing(runs):
    """(median, worst, censored) wall time of runs of one configuration (seeds), or None."""
    if not runs:
        return None
    times = [r["wall_s"] for r in runs]
    censored = any(r["result"] == "TIMEOUT" for r in runs)
    return statistics.median(times), max(times), censored


def depths_of(rows, program):
    return sorted({r["depth"] for r in rows if r["program"] == program})


def ratio(numerator, denominator):
    """numerator/denominator of two timing() results (medians), and the worst case (max of the
    denominator's runs), with '>=' when only the numerator is censored, '<=' for the denominator."""
    if not numerator or not denominator:
        return None
    (n, _, n_cens), (d, d_worst, d_cens) = numerator, denominator
    mark = "" if n_cens == d_cens else (">=" if n_cens else "<=")
    if n_cens and d_cens:
        mark = "?"
    return n / d, n / d_worst, mark


def fmt_time(t):
    if t is None:
        return "-"
    median, worst, censored = t
    text = f"{median:.2f}" if abs(worst - median) < 0.005 else f"{median:.2f} ({worst:.2f})"
    return ("timeout " if censored else "") + text


def fmt_ratio(r):
    if r is None:
        return "-"
    median, worst, mark = r
    return f"{mark}{median:.2f}" + (f" ({worst:.2f})" if abs(worst - median) > 0.005 else "")


# --- summary --------------------------------------------------------------------------------------

def program_summary(rows, program):
    """One row of the summary table, at the program's largest depth."""
    name = program.name
    depth = max(depths_of(rows, name))
    plain = timing(select(rows, name, depth, "plain"))
    swarm = {k: timing(select(rows, name, depth, f"swarm-{k}/j2")) for k in SIZES}
    slicing_on = swarm[16]
    slicing_off = timing(select(rows, name, depth, "swarm-16/j2/no-slicing"))
    omissions = [r for r in rows if r["program"] == name and r["depth"] == depth and r["part"] == "omissions"]
    failing = [r for r in omissions if r["result"] == "FAILED"]
    best = min(failing, key=lambda r: r["wall_s"]) if failing else None
    winners = [r["winner_omits"] or "-" for r in select(rows, name, depth, "swarm-16/j2") if r["result"] == "FAILED"]
    return {"program": name, "features": len(program.features), "depth": depth,
            "expected": program.expected(depth), "plain": plain, "swarm": swarm,
            "speedup": {k: ratio(plain, swarm[k]) for k in SIZES},
            "j1": timing(select(rows, name, depth, "swarm-16/j1")),
            "slicing_on": slicing_on, "slicing_off": slicing_off, "slicing_gain": ratio(slicing_off, slicing_on),
            "best_omission": (best["config"], best["wall_s"]) if best else None,
            "winner": max(set(winners), key=winners.count) if winners else "-",
            "results": sorted({r["result"] for r in select(rows, name, depth, "swarm-16/j2")})}


def headline(summaries):
    """The issue's numbers: swarm-16 over plain and slicing on over off, across failing programs."""
    failing = [s for s in summaries if s["expected"] == "FAILED" and s["speedup"][16]]
    lines = []
    if failing:
        speedups = [s["speedup"][16] for s in failing]
        least = min(failing, key=lambda s: s["speedup"][16][0])
        lines.append(f"swarm-16 (--jobs 2) over plain, {len(failing)} failing programs at their largest depth: "
                     f"median speedup {statistics.median(x[0] for x in speedups):.2f} (median over seeds per program), "
                     f"worst {min(x[1] for x in speedups):.2f} (worst seed of the worst program); "
                     f"least helped: {least['program']} ({fmt_ratio(least['speedup'][16])})")
    gains = [s["slicing_gain"] for s in failing if s["slicing_gain"]]
    if gains:
        least = min((s for s in failing if s["slicing_gain"]), key=lambda s: s["slicing_gain"][0])
        lines.append(f"slicing on over off (swarm-16, --jobs 2), {len(gains)} failing programs: "
                     f"median speedup {statistics.median(g[0] for g in gains):.2f}, "
                     f"worst {min(g[1] for g in gains):.2f} ({least['program']})")
    return "\n".join(lines)


def write_summary(rows, programs, meta, out):
    summaries = [program_summary(rows, p) for p in programs if depths_of(rows, p.name)]
    text = [f"# swarmbmc benchmark run ({meta['profile']} profile)", "",
            f"- started {meta['started']}, {meta['elapsed_s']} s, commit {meta['commit']}, "
            f"timeout {meta['timeout_s']:g} s per run, seeds {meta['seeds']}",
            f"- machine: {meta['machine']['cpu']}, {meta['machine']['cores']} cores, "
            f"load average {fmt_load(meta['machine']['loadavg_start'])} at the start, "
            f"{fmt_load(meta['machine']['loadavg_end'])} at the end",
            f"- peers: {', '.join(meta['peers']) or 'none on PATH (cbmc, esbmc skipped)'}",
            f"- command: `{' '.join(meta['argv'])}`", ""]
    if any(s["plain"] for s in summaries):
        text += summary_table(summaries)
    text += ["", headline(summaries) or "(no failing program with plain and swarm-16 runs)", ""]
    text += omission_tables(rows, programs)
    text += backend_table(rows, programs)
    mismatches = [r for r in rows if r["check"].startswith("MISMATCH")]
    text += ["", f"Verdicts contradicting a program's header: {len(mismatches)}"]
    text += [f"- {r['program']} d={r['depth']} {r['config']}: {r['check']}" for r in mismatches]
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write("\n".join(text) + "\n")
    return {"headline": headline(summaries), "summaries": summaries}


def fmt_load(load):
    return "/".join(f"{x:.1f}" for x in load)


def summary_table(summaries):
    lines = ["Wall seconds at each program's largest depth; swarm: median over seeds (worst seed), --jobs 2; "
             "speedup = plain / swarm.", "",
             "| program | feat. | depth | expected | plain s | swarm-16 s | speedup K=4 | K=8 | K=16 | K=32 "
             "| swarm-16 j1 s | no-slicing s | slicing gain | best single omission | swarm-16 winner omits |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in summaries:
        best = f"{s['best_omission'][0]} {s['best_omission'][1]:.2f}" if s["best_omission"] else "-"
        speedups = " | ".join(fmt_ratio(s["speedup"][k]) for k in SIZES)
        lines.append(f"| {s['program']} | {s['features']} | {s['depth']} | {s['expected']} | {fmt_time(s['plain'])} "
                     f"| {fmt_time(s['swarm'][16])} | {speedups} | {fmt_time(s['j1'])} | {fmt_time(s['slicing_off'])} "
                     f"| {fmt_ratio(s['slicing_gain'])} | {best} | {s['winner']} |")
    return lines


def omission_tables(rows, programs):
    """The paper's tables: each omission with and without slicing."""
    lines = ["## Single omissions and keep-one configurations (wall s; with / without slicing)", ""]
    for program in programs:
        table = [r for r in rows if r["program"] == program.name and r["part"] == "omissions"]
        if not table:
            continue
        lines += [f"### {program.name}", "", "| depth | configuration | with slicing | result | without slicing | result |",
                  "|---|---|---|---|---|---|"]
        for r in table:
            off = select(rows, r["program"], r["depth"], r["config"] + "/no-slicing")
            off_text = f"{off[0]['wall_s']:.2f} | {off[0]['result']}" if off else "- | -"
            lines.append(f"| {r['depth']} | {r['config']} | {r['wall_s']:.2f} | {r['result']} | {off_text} |")
        lines.append("")
    return lines


def backend_table(rows, programs):
    lines = ["## Backends (smallest depth; wall s)", "", "| program | depth | plain CaDiCaL | plain Z3 | swarm-16 CaDiCaL (seed 1) | swarm-16 Z3 |",
             "|---|---|---|---|---|---|"]
    found = False
    for program in programs:
        for z3 in select_part(rows, program.name, "plain/z3"):
            d = z3["depth"]
            cad = select(rows, program.name, d, "plain")
            s_cad = select(rows, program.name, d, "swarm-16/j2", seed=1)
            s_z3 = select(rows, program.name, d, "swarm-16/j2/z3")
            cell = lambda rs: f"{rs[0]['wall_s']:.2f} {rs[0]['result']}" if rs else "-"
            lines.append(f"| {program.name} | {d} | {cell(cad)} | {cell([z3])} | {cell(s_cad)} | {cell(s_z3)} |")
            found = True
    return lines + [""] if found else []


def select_part(rows, program, config):
    return [r for r in rows if r["program"] == program and r["config"] == config]


# --- plots ----------------------------------------------------------------------------------------

def write_plots(rows, programs, meta, out):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    written = []
    for name, draw in (("time_vs_depth.png", plot_time_vs_depth), ("swarm_speedup.png", plot_speedup),
                       ("slicing.png", plot_slicing), ("cactus.png", plot_cactus)):
        figure = draw(plt, rows, programs, meta)
        if figure is None:
            continue
        path = os.path.join(out, name)
        figure.savefig(path, dpi=90, bbox_inches="tight")
        plt.close(figure)
        written.append(path)
    return written


def plot_time_vs_depth(plt, rows, programs, meta):
    shown = [p for p in programs if select_part(rows, p.name, "plain")]
    if not shown:
        return None
    columns = min(4, len(shown))
    lines = (len(shown) + columns - 1) // columns
    figure, axes = plt.subplots(lines, columns, figsize=(4 * columns, 3 * lines), squeeze=False)
    for ax, program in zip(axes.flat, shown):
        depths = depths_of(rows, program.name)
        for config, style, label in (("plain", "ko-", "plain"), ("swarm-16/j2", "bs-", "swarm-16 (median, range)")):
            points = [(d, timing(select(rows, program.name, d, config))) for d in depths]
            points = [(d, t) for d, t in points if t]
            if not points:
                continue
            xs = [d for d, _ in points]
            medians = [t[0] for _, t in points]
            if config == "plain":
                ax.plot(xs, medians, style, label=label)
            else:
                low = [m - min(r["wall_s"] for r in select(rows, program.name, d, config)) for d, m in zip(xs, medians)]
                high = [t[1] - t[0] for _, t in points]
                ax.errorbar(xs, medians, yerr=[low, high], fmt=style, label=label, capsize=3)
            for d, t in points:
                if t[2]:
                    ax.plot([d], [t[0]], "rx", markersize=10)
        ax.set_yscale("log")
        ax.set_title(f"{program.name} ({program.expected(max(depths))})", fontsize=9)
        ax.set_xlabel("depth (= ITERATIONS)", fontsize=8)
        ax.set_ylabel("wall s", fontsize=8)
    for ax in list(axes.flat)[len(shown):]:
        ax.axis("off")
    axes.flat[0].legend(fontsize=7)
    figure.suptitle(f"Time to verdict vs depth: plain vs swarm-16 (--jobs 2); red x: timeout ({meta['timeout_s']:g} s)")
    figure.tight_layout()
    return figure


def plot_speedup(plt, rows, programs, meta):
    summaries = [program_summary(rows, p) for p in programs if p.has_bug and depths_of(rows, p.name)]
    summaries = [s for s in summaries if s["expected"] == "FAILED" and any(s["speedup"].values())]
    if not summaries:
        return None
    figure, ax = plt.subplots(figsize=(max(6, 1.1 * len(summaries)), 4))
    width = 0.8 / len(SIZES)
    for i, k in enumerate(SIZES):
        xs = [j + (i - 1.5) * width for j in range(len(summaries))]
        values = [s["speedup"][k][0] if s["speedup"][k] else 0 for s in summaries]
        worst = [s["speedup"][k][1] if s["speedup"][k] else 0 for s in summaries]
        ax.bar(xs, values, width, label=f"K={k}", yerr=[[v - w for v, w in zip(values, worst)], [0] * len(values)],
               capsize=2)
    ax.axhline(1, color="black", linewidth=0.8)
    ax.set_yscale("log")
    ax.set_xticks(range(len(summaries)))
    ax.set_xticklabels([f"{s['program']}\nd={s['depth']}" for s in summaries], fontsize=7, rotation=30)
    ax.set_ylabel("plain time / swarm time")
    ax.set_title("Speedup of --swarm K (--jobs 2) over plain BMC; bar: median seed, whisker: worst seed")
    ax.legend(fontsize=8)
    return figure


def plot_slicing(plt, rows, programs, meta):
    pairs = []
    for r in rows:
        if r["part"] not in ("omissions", "swarm") or r["slicing"] != "on":
            continue
        config = r["config"] + "/no-slicing"
        match = select(rows, r["program"], r["depth"], config, seed=r["seed"]) if r["part"] == "swarm" else \
            select(rows, r["program"], r["depth"], config)
        if match:
            pairs.append((r, match[0]))
    if not pairs:
        return None
    figure, ax = plt.subplots(figsize=(5.5, 5))
    names = sorted({r["program"] for r, _ in pairs})
    colors = plt.get_cmap("tab20")
    for i, name in enumerate(names):
        mine = [(on["wall_s"], off["wall_s"]) for on, off in pairs if on["program"] == name]
        ax.scatter([a for a, _ in mine], [b for _, b in mine], s=12, color=colors(i % 20), label=name)
    low = min(min(a["wall_s"], b["wall_s"]) for a, b in pairs)
    high = max(max(a["wall_s"], b["wall_s"]) for a, b in pairs)
    ax.plot([low, high], [low, high], "k--", linewidth=0.8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("wall s with slicing")
    ax.set_ylabel("wall s with --no-slicing")
    ax.set_title("Slicing on vs off: omission configurations and swarm-16\n(above the diagonal: slicing helps)",
                 fontsize=9)
    ax.legend(fontsize=6, ncol=2)
    return figure


def plot_cactus(plt, rows, programs, meta):
    configs = ["plain"] + [f"swarm-{k}/j2" for k in SIZES] + ["swarm-16/j1", "swarm-16/j2/no-slicing"]
    # Only instances every drawn configuration ran (quick runs the sweep at one depth per program).
    configs = [c for c in configs if any(r["config"] == c for r in rows)]
    sets = [{(r["program"], r["depth"]) for r in rows if r["config"] == c} for c in configs]
    common = set.intersection(*sets) if sets else set()
    figure, ax = plt.subplots(figsize=(6.5, 4.5))
    drawn = False
    for config in configs:
        instances = common
        times = []
        for program, depth in instances:
            runs = select(rows, program, depth, config)
            solved = [r for r in runs if r["result"] in ("FAILED", "VERIFIED", "BOUNDED") and r["check"] == "ok"]
            if len(solved) == len(runs):
                times.append(statistics.median(r["wall_s"] for r in runs))
        if times:
            times.sort()
            ax.step(range(1, len(times) + 1), times, where="post", label=f"{config} ({len(times)}/{len(instances)})")
            drawn = True
    if not drawn:
        plt.close(figure)
        return None
    ax.set_yscale("log")
    ax.set_xlabel("instances (program, depth) solved")
    ax.set_ylabel("wall s (median over seeds)")
    ax.set_title("Cactus plot: instances solved within a time, per configuration", fontsize=9)
    ax.legend(fontsize=7)
    return figure
