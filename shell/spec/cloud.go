package spec

// cloudSpecs are cloud, infrastructure and hosting CLIs (terraform, aws, gcloud, az, kubectl, helm, gh, heroku, fly, vagrant, kind, ...): what they destroy. Sorted by Name.
var cloudSpecs = [...]Spec{}
