//! Which stretch of a run of list elements one segment can stand for: elements whose data
//! constants repeat one round, of one place (a list of 1s) or of two (1, 2, 1, 2, …).
//! A node's round is its own constants; a segment's is its period's, and it joins a stretch
//! only where a round begins.

use super::segments::Consts;

/// Rounds of more places than this are not looked for.
const MAX_PERIOD: usize = 2;

/// One element of a run, as far as the data it holds goes.
#[derive(Clone, Debug)]
pub struct Unit {
    /// A segment summarised before (else a node).
    pub segment: bool,
    /// The constants at each place of its round (a node's round has one place).
    pub round: Vec<Consts>,
}

/// A stretch of a run that one segment can stand for.
#[derive(Debug, PartialEq, Eq)]
pub struct Stretch {
    /// Where it ends (exclusive): the run's end, or a node that stays to hold what follows.
    pub stop: usize,
    /// The constants at each place of a round.
    pub round: Vec<Consts>,
    /// The place in a round where each element of the stretch falls.
    pub places: Vec<usize>,
}

/// The stretch to summarise that starts at element `start` of `units`, if any: the longest
/// of whole rounds that ends at the run's end or before a node, of two elements or more,
/// rounds of one place preferred. Longer rounds are tried only when `periodic`, and need two
/// rounds of nodes or a segment of their own, so that two nodes that merely differ stay apart.
pub fn stretch(units: &[Unit], start: usize, periodic: bool) -> Option<Stretch> {
    let first = units.get(start)?;
    let mut tries = vec![first.round.clone()];
    if periodic && !first.segment {
        // A longer round is seen first in the nodes that start it.
        for period in 2..=MAX_PERIOD {
            let Some(nodes) = units.get(start..start + period) else {
                break;
            };
            if nodes.iter().all(|u| !u.segment && u.round.len() == 1) {
                tries.push(nodes.iter().map(|u| u.round[0].clone()).collect());
            }
        }
    }
    tries
        .into_iter()
        .find_map(|round| along(units, start, round))
}

/// The stretch from `start` that repeats `round`, if it is long enough.
fn along(units: &[Unit], start: usize, round: Vec<Consts>) -> Option<Stretch> {
    let period = round.len();
    let mut places = Vec::new();
    let mut place = 0;
    // The ends at which the stretch holds whole rounds.
    let mut whole = Vec::new();
    for u in &units[start..] {
        let fits = if u.segment {
            place == 0 && u.round == round
        } else {
            u.round.len() == 1 && u.round[0] == round[place]
        };
        if !fits {
            break;
        }
        places.push(place);
        if !u.segment {
            place = (place + 1) % period;
        }
        if place == 0 {
            whole.push(start + places.len());
        }
    }
    let holds = |k: usize| units.get(k).is_none_or(|u| !u.segment);
    let stop = whole.into_iter().rev().find(|&k| holds(k))?;
    places.truncate(stop - start);
    let nodes = units[start..stop].iter().filter(|u| !u.segment).count();
    let enough = stop - start >= 2 && (period == 1 || nodes < places.len() || nodes >= 2 * period);
    enough.then_some(Stretch {
        stop,
        round,
        places,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(v: u8) -> Unit {
        Unit {
            segment: false,
            round: vec![Consts::from([(0, v)])],
        }
    }

    fn seg(vs: &[u8]) -> Unit {
        Unit {
            segment: true,
            round: vs.iter().map(|&v| Consts::from([(0, v)])).collect(),
        }
    }

    fn stop_and_period(units: &[Unit], start: usize) -> Option<(usize, usize)> {
        stretch(units, start, true).map(|s| (s.stop, s.round.len()))
    }

    #[test]
    fn equal_nodes_make_a_stretch_of_one_place_up_to_the_node_that_differs() {
        let run = [node(1), node(1), node(1), node(2), node(2)];
        assert_eq!(stop_and_period(&run, 0), Some((3, 1)));
        assert_eq!(stop_and_period(&run, 3), Some((5, 1)));
    }

    #[test]
    fn alternating_nodes_need_two_whole_rounds_and_leave_the_odd_one_out() {
        let run = [node(2), node(1), node(2), node(1), node(2)];
        let s = stretch(&run, 0, true);
        assert_eq!(
            s.as_ref().map(|s| (s.stop, s.places.clone())),
            Some((4, vec![0, 1, 0, 1]))
        );
        assert_eq!(stop_and_period(&run[..3], 0), None);
        assert_eq!(stretch(&run, 0, false), None);
    }

    #[test]
    fn a_segment_of_two_places_absorbs_the_whole_rounds_after_it() {
        let run = [seg(&[2, 1]), node(2), node(1), node(2), node(3)];
        let s = stretch(&run, 0, true);
        assert_eq!(s.map(|s| (s.stop, s.places)), Some((3, vec![0, 0, 1])));
        // Nodes then the segment, aligned on a round's start.
        let run = [node(2), node(1), seg(&[2, 1])];
        assert_eq!(stop_and_period(&run, 0), Some((3, 2)));
        // Out of step: 1, then (2 1)*, is no whole round of (1 2).
        let run = [node(1), seg(&[2, 1]), node(2)];
        assert_eq!(stop_and_period(&run, 0), None);
    }

    #[test]
    fn a_stretch_never_ends_before_a_segment() {
        // The segment cannot hold what follows, so the stretch stops at the last node.
        let run = [node(1), node(1), node(1), seg(&[2])];
        assert_eq!(stop_and_period(&run, 0), Some((2, 1)));
        let run = [node(1), node(1), seg(&[1]), seg(&[2])];
        assert_eq!(stop_and_period(&run, 0), None);
    }
}
