// The heap part of a witness, read back by the tests of `--entry` inputs built lazily.

use serde_json::Value;

/// The objects of `witness`'s heap in the order the list from parameter `param` links them,
/// when the heap is one NULL-terminated list from it (every object reached once, every link
/// to an object's start); `None` for any other shape.
pub fn list_from(witness: &Value, param: &str) -> Option<Vec<String>> {
    let heap = &witness["heap"];
    let head = heap["params"]
        .as_array()?
        .iter()
        .find(|p| p["name"] == param)?["value"]
        .as_str()?
        .to_string();
    let objects = heap["objects"].as_array()?;
    let links = heap["pointers"].as_array()?;
    let mut order = vec![head];
    while let Some(next) = links
        .iter()
        .find(|l| l["object"] == order[order.len() - 1].as_str())
    {
        if next["target_offset"] != 0 || order.len() > objects.len() {
            return None;
        }
        order.push(next["target"].as_str()?.to_string());
    }
    (order.len() == objects.len() && links.len() + 1 == objects.len()).then_some(order)
}
