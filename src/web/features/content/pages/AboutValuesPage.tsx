import { ArticlesView } from '../components/ArticlesView';

export default function AboutValuesPage() {
  return <ArticlesView title="企业文化" category="values" galleryTitle="图片" />;
}
